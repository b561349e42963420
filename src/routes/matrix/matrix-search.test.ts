import { describe, expect, it } from 'vitest';
import { matrixQueryOf, matrixSearch } from './matrix-search';

describe('the matrix’s place in the address', () => {
  it('keeps a known filter, the search and a page', () => {
    expect(matrixSearch({ filter: 'needs-review', search: 'acme', page: '3' })).toEqual({ filter: 'needs-review', search: 'acme', page: 3 });
  });

  it('leaves out what it cannot read, and the default filter', () => {
    expect(matrixSearch({ filter: 'late', page: 'two' })).toEqual({});
    expect(matrixSearch({ filter: 'all', page: 0 })).toEqual({});
    expect(matrixSearch({ filter: ['missing'] })).toEqual({});
  });

  it('fills in the defaults for the query', () => {
    expect(matrixQueryOf({})).toEqual({ filter: 'all', search: '', page: 1 });
    expect(matrixQueryOf({ filter: 'overdue', page: 2 })).toEqual({ filter: 'overdue', search: '', page: 2 });
  });
});
