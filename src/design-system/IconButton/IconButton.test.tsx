import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CloseIcon } from '../icons/icons';
import { IconButton, iconButtonClassName } from './IconButton';

describe('IconButton', () => {
  it('takes its accessible name from label and hides the icon', () => {
    render(
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('handles clicks unless disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <IconButton label="Close" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button'));
    rerender(
      <IconButton label="Close" onClick={onClick} disabled>
        <CloseIcon />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('changes class with shape', () => {
    render(
      <>
        <IconButton label="a" shape="square">
          <CloseIcon />
        </IconButton>
        <IconButton label="b" shape="round">
          <CloseIcon />
        </IconButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'a' }).className).not.toBe(screen.getByRole('button', { name: 'b' }).className);
  });

  it('lends its look to another element, such as a link', () => {
    render(
      <>
        <IconButton label="button" variant="ghost" size="sm">
          <CloseIcon />
        </IconButton>
        <a href="/edit" aria-label="link" className={iconButtonClassName({ variant: 'ghost', size: 'sm' })}>
          <CloseIcon />
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'link' }).className).toBe(screen.getByRole('button', { name: 'button' }).className);
  });
});
