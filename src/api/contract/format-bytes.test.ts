// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatBytes } from './artwork';

/** File sizes as the reader's language writes them (decision 20); English keeps the product's own form. */
describe('a file size in the reader’s language', () => {
  it('English: the number and the product’s unit, no grouping', () => {
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatBytes(200 * 1024 * 1024, 'en')).toBe('200 MB');
  });

  it('another language: Intl writes the decimal sign and the unit', () => {
    expect(formatBytes(1.5 * 1024 * 1024, 'fr')).toBe(new Intl.NumberFormat('fr', { style: 'unit', unit: 'megabyte', unitDisplay: 'short' }).format(1.5));
    expect(formatBytes(1.5 * 1024 * 1024, 'fr')).toContain('1,5');
    expect(formatBytes(1.5 * 1024 * 1024, 'de')).toContain('1,5');
    expect(formatBytes(1023, 'de')).toContain('1023');
  });
});
