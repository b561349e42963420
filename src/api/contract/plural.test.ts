import { describe, expect, it } from 'vitest';
import { formatCount, plural, pluralCategories } from './plural';

describe('counts in words', () => {
  const days = { '=0': 'today', one: 'in # day', other: 'in # days' };

  it('picks the form by the language’s plural rules, exact numbers first', () => {
    expect(pluralCategories()).toEqual(['one', 'other']);
    expect(plural(0, days)).toBe('today');
    expect(plural(1, days)).toBe('in 1 day');
    expect(plural(2, days)).toBe('in 2 days');
    expect(plural(0, { one: '# day', other: '# days' })).toBe('0 days');
    expect(plural(1.5, { one: '# day', other: '# days' })).toBe('1.5 days');
    expect(plural(-1, { one: '# day', other: '# days' })).toBe('-1 day');
  });

  it('writes the number as the product does', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(plural(1234, { one: '# entry', other: '# entries' })).toBe('1,234 entries');
  });
});
