import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

const labels = { showLabel: 'Reveal', hideLabel: 'Conceal' };

describe('PasswordField', () => {
  it('toggles between hidden and visible, renaming the toggle', async () => {
    render(<PasswordField label="Password" {...labels} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');

    await userEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.queryByRole('button', { name: 'Reveal' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Conceal' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('the toggle never submits the form', async () => {
    let submitted = false;
    render(
      <form onSubmit={(e) => { e.preventDefault(); submitted = true; }}>
        <PasswordField label="Password" {...labels} />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reveal' }));
    expect(submitted).toBe(false);
  });

  it('shows the error and disables the toggle with the input', () => {
    render(<PasswordField label="Password" {...labels} error="Passwords do not match." disabled />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Passwords do not match.');
    expect(screen.getByLabelText('Password')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reveal' })).toBeDisabled();
  });

  it('forwards ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(<PasswordField label="Password" {...labels} ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('Password'));
  });
});
