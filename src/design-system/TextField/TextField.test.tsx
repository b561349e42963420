import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input with a generated id', () => {
    render(<TextField label="First Name" name="firstname" />);
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input.id).not.toBe('');
    expect(input).toHaveAttribute('name', 'firstname');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('points aria-describedby at the error and marks the input invalid', () => {
    render(<TextField label="Email" error="Email is required" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const errorEl = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(errorEl).toHaveTextContent('Email is required');
  });

  it('describes with error, hint and a caller id together', () => {
    render(<TextField label="Email" id="email" error="Bad" hint="Work address" aria-describedby="extra" />);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-describedby', 'email-error email-hint extra');
  });

  it('passes native props, value changes and ref through', async () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<TextField label="Email" type="email" required ref={ref} onChange={onChange} />);
    const input = screen.getByLabelText(/Email/);
    expect(ref.current).toBe(input);
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    await userEvent.type(input, 'a@b.c');
    expect(onChange).toHaveBeenCalledTimes(5);
  });
});
