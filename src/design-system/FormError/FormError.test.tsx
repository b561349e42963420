import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormError } from './FormError';

describe('FormError', () => {
  it('is an alert with the message', () => {
    render(<FormError>Login failed</FormError>);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
  });

  it.each([undefined, null, false, ''])('renders nothing for %j', (empty) => {
    const { container } = render(<FormError>{empty}</FormError>);
    expect(container).toBeEmptyDOMElement();
  });
});
