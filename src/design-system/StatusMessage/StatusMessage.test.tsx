import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusMessage } from './StatusMessage';

describe('StatusMessage', () => {
  it('is a polite status whose class follows the tone', () => {
    const { rerender } = render(<StatusMessage tone="success">Done</StatusMessage>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Done');
    const successClass = status.className;
    rerender(<StatusMessage tone="error">Done</StatusMessage>);
    expect(screen.getByRole('status').className).not.toBe(successClass);
  });
});
