import '../design-system/testing/jsdom-polyfills';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ApiError } from '../api/client';
import {
  ACCOUNT_FIELDS,
  LAYOUT_TEXTS,
  LIST_TEXTS,
  MESSAGES,
  OWNER_ADMIN_TEXTS,
  ownerAdminBody,
  PAGE_TITLES,
  ROLES,
} from '../api/contract';
import { toast } from '../design-system';
import { recordFormMachine, type RecordFormInput } from './record-form.machine';
import { fakeServer, type FakeServer } from '../test/fake-server';
import { renderPage } from '../test/render-page';
import { testModelOf } from '../test/test-model';
import { OwnerAdminFormPage } from '../routes/users/owner-admins';
import { pathName } from '../test/path-names';
import { ownerAdminFixture } from '../test/fixtures/users';
import { pathCeiling } from '../test/ceilings';

type State = SnapshotFrom<typeof recordFormMachine>;
type Values = Record<string, string>;

const existing = ownerAdminFixture(5);
const LABELS: Record<string, string> = {
  firstname: ACCOUNT_FIELDS.firstname,
  lastname: ACCOUNT_FIELDS.lastname,
  email: ACCOUNT_FIELDS.email,
  password: ACCOUNT_FIELDS.password,
  permissions: ACCOUNT_FIELDS.permissions,
  status: ACCOUNT_FIELDS.status,
};
const validFor = (mode: 'create' | 'update'): Values => ({
  firstname: ' Ann ',
  lastname: 'Lee',
  email: 'ann.lee@example.com',
  password: mode === 'create' ? 'a-long-secret' : '',
  permissions: 'manage events',
  status: 'Inactive',
});
const conflict = new ApiError(409, MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
const serverDown = new ApiError(500, 'The server is away.');

afterEach(() => {
  vi.unstubAllGlobals();
  toast.clear();
});

const field = (name: string) => screen.getByLabelText(LABELS[name]!, { selector: name === 'status' ? 'select' : 'input', exact: false });
const saveButton = () => screen.getByRole('button', { name: new RegExp(`^(${LIST_TEXTS.save}|${LIST_TEXTS.saving})$`) });

/** Puts the values in the form the way a person would, touching only the fields that differ. */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Values) {
  for (const [name, value] of Object.entries(values)) {
    const control = field(name) as HTMLInputElement | HTMLSelectElement;
    if (control.value === value) continue;
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else {
      await user.clear(control);
      if (value) await user.type(control, value);
    }
  }
}

for (const mode of ['create', 'update'] as const) {
  const valid = validFor(mode);
  const invalid = { ...valid, firstname: '' };
  const input: RecordFormInput = {
    id: mode === 'create' ? null : existing.id,
    schema: ownerAdminBody(mode),
    load: async () => existing,
    save: async () => existing,
    saveFallback: mode === 'create' ? OWNER_ADMIN_TEXTS.createFailed : OWNER_ADMIN_TEXTS.updateFailed,
  };
  const title = mode === 'create' ? PAGE_TITLES.ownerAdminAdd : PAGE_TITLES.ownerAdminEdit;

  describe(`${title}: every shortest path of the record form machine, driven through the screen`, () => {
    const model = testModelOf(recordFormMachine, {
      events: [
        { type: 'form.submit', values: valid },
        { type: 'form.submit', values: invalid },
        { type: 'form.edit', field: 'firstname' },
        { type: 'form.retry' },
        { type: 'xstate.done.actor.load', output: existing },
        { type: 'xstate.error.actor.load', error: new ApiError(404, 'Owner/admin not found.') },
        { type: 'xstate.done.actor.save', output: existing },
        { type: 'xstate.error.actor.save', error: conflict },
        { type: 'xstate.error.actor.save', error: serverDown },
      ] as never[],
      input,
      serializeState: (state: State) => JSON.stringify([state.value, Object.keys(state.context.errors).sort(), state.context.error]),
      filterEvents: (state: State, event: { type: string }) => {
        if (event.type === 'form.submit' || event.type === 'form.edit') return state.matches('editing') || state.matches('failed');
        if (event.type === 'form.retry') return state.matches('loadFailed');
        if (event.type.endsWith('actor.load')) return state.matches('loading');
        return state.matches('submitting');
      },
    });
    const paths = model.getShortestPaths({ allowDuplicatePaths: true });

    it('reaches every state a person can see', () => {
      const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
      const states = ['editing', 'submitting', 'failed', 'saved', ...(mode === 'update' ? ['loading', 'loadFailed'] : [])];
      for (const value of states) expect(reached).toContain(JSON.stringify(value));
    });

    for (const path of paths) {
      const name = pathName(path, (event) => {
        if (event.type === 'form.submit') return (event.values as Values).firstname ? 'valid' : 'no first name';
        if (event.type === 'form.edit') return String(event.field);
        return undefined;
      });
      it(name, { timeout: pathCeiling(path) }, async () => {
        const server: FakeServer = fakeServer();
        const at = mode === 'create' ? '/owner-admins/add' : `/owner-admins/edit/${existing.id}`;
        const { history } = await renderPage({ path: mode === 'create' ? '/owner-admins/add' : '/owner-admins/edit/$id', at, component: OwnerAdminFormPage, role: ROLES.admin });
        const user = userEvent.setup();
        expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);

        const formChecks = (state: State) => {
          const { errors } = state.context;
          for (const name of Object.keys(LABELS)) {
            if (errors[name]) expect(field(name)).toHaveAccessibleDescription(errors[name]);
            else expect(field(name)).not.toHaveAttribute('aria-invalid');
          }
          expect(field('password')).toHaveAttribute('placeholder', mode === 'create' ? ACCOUNT_FIELDS.passwordPlaceholder : ACCOUNT_FIELDS.passwordKeepPlaceholder);
          expect(field('email')).toHaveAttribute('type', 'email');
          expect(screen.getByRole('link', { name: mode === 'create' ? LIST_TEXTS.cancel : LIST_TEXTS.back })).toHaveAttribute('href', '/owner-admins');
        };

        await path.test({
          states: {
            loading: async () => {
              expect(screen.getByText(LAYOUT_TEXTS.loading)).toBeInTheDocument();
              await waitFor(() => expect(server.pending().at(-1)).toMatchObject({ method: 'GET', path: `/api/owner-admin/${existing.id}` }));
            },
            loadFailed: async () => {
              expect(await screen.findByRole('button', { name: LIST_TEXTS.retry })).toBeEnabled();
              expect(screen.getAllByText(OWNER_ADMIN_TEXTS.fetchFailed).length).toBeGreaterThan(0);
              expect(screen.queryByRole('button', { name: LIST_TEXTS.save })).toBeNull();
            },
            editing: async (state) => {
              await waitFor(() => expect(saveButton()).toHaveTextContent(LIST_TEXTS.save));
              expect(saveButton()).toBeEnabled();
              formChecks(state as State);
              expect(screen.queryByRole('alert')).toBeNull();
            },
            submitting: async () => {
              expect(saveButton()).toHaveTextContent(LIST_TEXTS.saving);
              expect(saveButton()).toBeDisabled();
              await waitFor(() =>
                expect(server.pending().at(-1)).toMatchObject({
                  method: mode === 'create' ? 'POST' : 'PUT',
                  path: mode === 'create' ? '/api/owner-admin' : `/api/owner-admin/${existing.id}`,
                }),
              );
              // What the contract made of the values: trimmed, and a blank password left out.
              const { password, ...rest } = valid;
              expect(server.pending().at(-1)!.body).toEqual({ ...rest, firstname: 'Ann', ...(password ? { password } : {}) });
            },
            failed: async (state) => {
              const { error, errors } = (state as State).context;
              await waitFor(() => expect(saveButton()).toHaveTextContent(LIST_TEXTS.save));
              formChecks(state as State);
              if (Object.keys(errors).length === 0) expect(screen.getByRole('alert')).toHaveTextContent(error!);
            },
            saved: async () => {
              await waitFor(() => expect(history.location.pathname).toBe('/owner-admins'));
              expect(await screen.findByText(mode === 'create' ? OWNER_ADMIN_TEXTS.created : OWNER_ADMIN_TEXTS.updated)).toBeVisible();
            },
          },
          events: {
            'form.submit': async ({ event }: { event: unknown }) => {
              await fill(user, (event as { values: Values }).values);
              await user.click(saveButton());
            },
            'form.edit': () => user.type(field('firstname'), 'e'),
            'form.retry': () => user.click(screen.getByRole('button', { name: LIST_TEXTS.retry })),
            ...({
              'xstate.done.actor.load': () => server.answer(Response.json(existing)),
              'xstate.error.actor.load': () => server.answer(Response.json({ message: 'Owner/admin not found.' }, { status: 404 })),
              'xstate.done.actor.save': () => server.answer(Response.json(existing, { status: mode === 'create' ? 201 : 200 })),
              'xstate.error.actor.save': async ({ event }: { event: { error: ApiError } }) => {
                const { status, message, errors } = event.error;
                await server.answer(Response.json({ message, errors }, { status }));
                // The server's message first (docs/screens.md, Manage users).
                expect((await screen.findAllByText(message)).length).toBeGreaterThan(Object.keys(errors).length);
              },
            } as object),
          },
        });
      });
    }
  });
}

