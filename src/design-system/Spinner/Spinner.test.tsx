import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FullPageSpinner } from './FullPageSpinner';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status announcing its label', () => {
    render(<Spinner label="Loading organisers" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading organisers');
    expect(screen.getByRole('status').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('sizes differ', () => {
    render(
      <>
        <Spinner label="small" size="sm" />
        <Spinner label="large" size="lg" />
      </>,
    );
    const [small, large] = screen.getAllByRole('status').map((s) => s.querySelector('svg')?.getAttribute('class'));
    expect(small).not.toBe(large);
  });
});

describe('FullPageSpinner', () => {
  it('shows one large labelled spinner', () => {
    render(<FullPageSpinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});
