import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows label, value and the trend', () => {
    render(<StatCard icon={<svg />} label="Events" value={18} trend={{ direction: 'up', value: '12%', label: 'Up' }} />);
    expect(screen.getByText('Events')).toBeInTheDocument();
    expect(screen.getByText('18')).toBeInTheDocument();
    expect(screen.getByText('12%')).toBeInTheDocument();
    expect(screen.getByText('Up')).toBeInTheDocument();
  });

  it('hides the decorative icon and omits the trend when absent', () => {
    const { container } = render(<StatCard icon={<svg data-testid="icon" />} label="Events" value={0} />);
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('svg')).toHaveLength(1);
  });
});
