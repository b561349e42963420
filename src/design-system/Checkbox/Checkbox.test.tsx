import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is named by its label, which ticks it, and described by its hint and error', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="I understand" hint="Printed as it is" error="Tick to go on" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'I understand' });
    expect(box).toHaveAccessibleDescription('Tick to go on Printed as it is');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(screen.getByText('I understand'));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('is ticked and unticked with Space', async () => {
    render(<Checkbox label="Required" />);
    const box = screen.getByRole('checkbox', { name: 'Required' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });
});
