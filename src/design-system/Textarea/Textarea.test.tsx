import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('is a labelled multi-line field with 4 rows by default', async () => {
    render(<Textarea label="Bio" />);
    const area = screen.getByRole('textbox', { name: 'Bio' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
    await userEvent.type(area, 'line 1{enter}line 2');
    expect(area).toHaveValue('line 1\nline 2');
  });

  it('reports its error', () => {
    render(<Textarea label="Bio" error="Too long" />);
    expect(screen.getByRole('textbox')).toBeInvalid();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription('Too long');
  });
});
