import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy } from './field-ids';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels its control and renders hint and error with derived ids', () => {
    render(
      <FormField label="Phone" htmlFor="phone" hint="With country code" error="Phone is required" required>
        <input id="phone" aria-describedby="phone-error phone-hint" />
      </FormField>,
    );
    const input = screen.getByLabelText(/Phone/);
    expect(input).toHaveAttribute('id', 'phone');
    expect(document.getElementById('phone-error')).toHaveTextContent('Phone is required');
    expect(document.getElementById('phone-hint')).toHaveTextContent('With country code');
    expect(input).toHaveAccessibleDescription('Phone is required With country code');
  });

  it('marks required visually only', () => {
    render(
      <FormField label="Email" htmlFor="e" required>
        <input id="e" />
      </FormField>,
    );
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
  });

  it('renders no message elements when there are none', () => {
    render(
      <FormField label="Email" htmlFor="e">
        <input id="e" />
      </FormField>,
    );
    expect(document.getElementById('e-error')).toBeNull();
    expect(document.getElementById('e-hint')).toBeNull();
  });
});

describe('describedBy', () => {
  it('lists the error before the hint, or nothing', () => {
    expect(describedBy('x', { error: 'bad', hint: 'tip' })).toBe('x-error x-hint');
    expect(describedBy('x', { hint: 'tip' })).toBe('x-hint');
    expect(describedBy('x', {})).toBeUndefined();
  });
});
