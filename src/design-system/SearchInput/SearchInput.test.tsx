import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './SearchInput';

describe('SearchInput', () => {
  it('is a labelled search box with a decorative shortcut hint', () => {
    render(<SearchInput label="Search" placeholder="Search or type command..." shortcutHint="⌘K" keyShortcuts="Meta+K" />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search or type command...');
    expect(box).toHaveAttribute('aria-keyshortcuts', 'Meta+K');
    expect(screen.getByText('⌘K')).toHaveAttribute('aria-hidden', 'true');
  });

  it('lets the caller focus it through ref (for Ctrl/Cmd+K)', () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchInput label="Search" ref={ref} />);
    ref.current?.focus();
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('is controlled through value and onChange', async () => {
    const onChange = vi.fn();
    render(<SearchInput label="Search" value="ex" onChange={onChange} />);
    await userEvent.type(screen.getByRole('searchbox'), 'p');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('searchbox')).toHaveValue('ex');
  });
});
