import { act, renderHook, waitFor } from '@testing-library/react';
import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { useFormMachine, type FormHandlers } from './use-form-machine';

const schema = z.object({ name: z.string().check(z.minLength(1, 'Name is required')) });
type Body = z.output<typeof schema>;

/** A request the test settles by hand: the form stays in submitting until then. */
function pendingRequest() {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } = { resolve: () => {}, reject: () => {} };
  const submit = vi.fn((body: Body) => new Promise((resolve, reject) => (settle = { resolve, reject })).then(() => ({ saved: body.name })));
  return { submit, settle: () => settle };
}

const render = (submit: (body: Body) => Promise<unknown>, handlers: FormHandlers) =>
  renderHook((props: FormHandlers) => useFormMachine({ schema, submit, fallbackError: 'Could not save' }, props), { initialProps: handlers });

describe('useFormMachine', () => {
  it('refuses what the schema refuses without a request, and an edit clears that field’s message', () => {
    const { submit } = pendingRequest();
    const { result } = render(submit, {});
    act(() => result.current.submit({ name: '' }));
    expect(result.current.errors).toEqual({ name: 'Name is required' });
    expect(result.current.error).toBe('Name is required');
    expect(submit).not.toHaveBeenCalled();
    act(() => result.current.edited('name')());
    expect(result.current.errors).toEqual({});
  });

  it('is saving while the request runs, then tells the latest handler of the answer, once', async () => {
    const { submit, settle } = pendingRequest();
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = render(submit, { onSucceeded: first });
    act(() => result.current.submit({ name: 'Tech Expo' }));
    expect(result.current.saving).toBe(true);
    // A new handler, as when a modal re-renders with new props: it is the one told, without a second machine.
    rerender({ onSucceeded: latest });
    await act(async () => settle().resolve(undefined));
    await waitFor(() => expect(result.current.saving).toBe(false));
    expect(latest).toHaveBeenCalledTimes(1);
    expect(latest).toHaveBeenCalledWith({ saved: 'Tech Expo' });
    expect(first).not.toHaveBeenCalled();
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('gives the server’s message to onFailed and its field messages to errors, and reset clears them', async () => {
    const { submit, settle } = pendingRequest();
    const onFailed = vi.fn();
    const { result } = render(submit, { onFailed });
    act(() => result.current.submit({ name: 'Taken' }));
    await act(async () => settle().reject(new ApiError(409, 'That name is taken', { name: 'That name is taken' })));
    expect(onFailed).toHaveBeenCalledWith('That name is taken');
    expect(result.current.errors).toEqual({ name: 'That name is taken' });
    expect(result.current.saving).toBe(false);
    act(() => result.current.reset());
    expect(result.current.error).toBeNull();
    expect(result.current.errors).toEqual({});
  });

  it('reads a form on submit and keeps the page where it is', () => {
    const { submit } = pendingRequest();
    const { result } = render(submit, {});
    const form = document.createElement('form');
    const event = { preventDefault: vi.fn(), currentTarget: form } as unknown as Parameters<ReturnType<typeof result.current.onSubmit>>[0];
    act(() => result.current.onSubmit((element) => ({ name: element === form ? 'Read from the form' : '' }))(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(submit).toHaveBeenCalledWith({ name: 'Read from the form' });
  });
});
