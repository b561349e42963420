import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonClassName } from './Button';

describe('Button', () => {
  it('is a plain button by default and submits only when asked', () => {
    render(
      <form>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading shows a spinner, is busy and disabled, and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Saving...
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is not busy when not loading', () => {
    render(<Button>Save</Button>);
    expect(screen.getByRole('button')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button').querySelector('svg')).toBeNull();
  });

  it('gives each variant and fullWidth its own class', () => {
    render(
      <>
        <Button variant="primary">a</Button>
        <Button variant="danger">b</Button>
        <Button variant="primary" fullWidth>
          c
        </Button>
      </>,
    );
    const [a, b, c] = screen.getAllByRole('button');
    expect(a?.className).not.toBe(b?.className);
    expect(a?.className).not.toBe(c?.className);
  });

  it('forwards ref and native attributes', () => {
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} aria-expanded="true" name="go">
        Go
      </Button>,
    );
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Go' }));
    expect(ref.current).toHaveAttribute('aria-expanded', 'true');
  });

  it('lends its look to another element, such as a link', () => {
    render(
      <>
        <Button variant="outline" size="sm">
          Button
        </Button>
        <a href="/add" className={buttonClassName({ variant: 'outline', size: 'sm' })}>
          Link
        </a>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Link' }).className).toBe(screen.getByRole('button', { name: 'Button' }).className);
  });
});
