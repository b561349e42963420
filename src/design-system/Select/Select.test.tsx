import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const options = [
  { value: 'Active', label: 'Active' },
  { value: 'Inactive', label: 'Inactive' },
];

describe('Select', () => {
  it('renders the options and reports changes', async () => {
    const onChange = vi.fn();
    render(<Select label="Status" options={options} defaultValue="Active" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Active', 'Inactive']);
    await userEvent.selectOptions(select, 'Inactive');
    expect(select).toHaveValue('Inactive');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('adds an empty placeholder choice first', () => {
    render(<Select label="Status" options={options} placeholder="Choose" defaultValue="" required />);
    const [first] = screen.getAllByRole('option');
    expect(first).toHaveTextContent('Choose');
    expect(first).toHaveValue('');
    expect(first).toBeDisabled();
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('marks the error', () => {
    render(<Select label="Status" options={options} error="Status is required" />);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox')).toHaveAccessibleDescription('Status is required');
  });
});
