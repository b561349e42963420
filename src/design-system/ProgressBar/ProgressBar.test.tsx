import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar whose value is the whole percentage done, said in words too', () => {
    render(<ProgressBar label="Uploading booth.pdf" value={37_500} max={150_000} valueText="37.5 KB of 150 KB" />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading booth.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(bar).toHaveAttribute('aria-valuetext', '25% · 37.5 KB of 150 KB');
    expect(bar.firstElementChild).toHaveStyle({ width: '25%' });
    expect(screen.getByText('25% · 37.5 KB of 150 KB')).toBeVisible();
  });

  it('stays between 0 and 100 whatever it is given', () => {
    render(
      <>
        <ProgressBar label="over" value={12} max={10} />
        <ProgressBar label="under" value={-3} max={10} />
        <ProgressBar label="nothing to do" value={0} max={0} />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'over' })).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('progressbar', { name: 'under' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByRole('progressbar', { name: 'nothing to do' })).toHaveAttribute('aria-valuenow', '0');
  });
});
