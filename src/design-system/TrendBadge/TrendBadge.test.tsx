import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrendBadge } from './TrendBadge';

describe('TrendBadge', () => {
  it('colours up and down differently and draws different arrows', () => {
    render(
      <>
        <TrendBadge direction="up">10%</TrendBadge>
        <TrendBadge direction="down">5%</TrendBadge>
      </>,
    );
    const up = screen.getByText('10%');
    const down = screen.getByText('5%');
    expect(up.className).not.toBe(down.className);
    expect(up.querySelector('path')?.getAttribute('d')).not.toBe(down.querySelector('path')?.getAttribute('d'));
  });

  it('speaks the direction only when given a label', () => {
    const { rerender } = render(<TrendBadge direction="down">5%</TrendBadge>);
    expect(screen.getByText('5%').textContent).toBe('5%');
    rerender(<TrendBadge direction="down" directionLabel="Down">5%</TrendBadge>);
    expect(screen.getByText(/5%/).textContent).toBe('Down 5%');
  });

  it('draws no arrow for no change, in a neutral colour', () => {
    render(
      <>
        <TrendBadge direction="up">10%</TrendBadge>
        <TrendBadge direction="flat">no change</TrendBadge>
      </>,
    );
    const flat = screen.getByText('no change');
    expect(flat.querySelector('svg')).toBeNull();
    expect(flat.className).not.toBe(screen.getByText('10%').className);
  });
});
