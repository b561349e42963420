import { describe, expect, it } from 'vitest';
import { accepts, splitFiles } from './accepts';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('accepts', () => {
  const images = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'];

  it('matches exact MIME types', () => {
    expect(accepts(file('a.png', 'image/png'), images)).toBe(true);
    expect(accepts(file('a.jpg', 'image/jpeg'), images)).toBe(true);
    expect(accepts(file('a.svg', 'image/svg+xml'), images)).toBe(true);
    expect(accepts(file('a.gif', 'image/gif'), images)).toBe(false);
    expect(accepts(file('a.pdf', 'application/pdf'), images)).toBe(false);
    expect(accepts(file('a.png', ''), images)).toBe(false);
  });

  it('matches wildcards and extensions, ignoring case', () => {
    expect(accepts(file('a.gif', 'image/gif'), ['image/*'])).toBe(true);
    expect(accepts(file('a.txt', 'text/plain'), ['image/*'])).toBe(false);
    expect(accepts(file('LIST.CSV', ''), ['.csv'])).toBe(true);
    expect(accepts(file('a.PNG', 'IMAGE/PNG'), ['image/png'])).toBe(true);
  });

  it('accepts anything with an empty list', () => {
    expect(accepts(file('a.bin', 'application/octet-stream'), [])).toBe(true);
  });
});

describe('splitFiles', () => {
  it('keeps the order within each side', () => {
    const a = file('a.png', 'image/png');
    const b = file('b.pdf', 'application/pdf');
    const c = file('c.webp', 'image/webp');
    expect(splitFiles([a, b, c], ['image/png', 'image/webp'])).toEqual({ accepted: [a, c], rejected: [b] });
  });
});
