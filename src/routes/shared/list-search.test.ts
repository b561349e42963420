import { describe, expect, it } from 'vitest';
import { ACCOUNT_STATUS_FILTERS } from '../../api/contract/account-status-filters';
import { accountListSearch, listSearch } from './list-search';

describe("a list's page and search in the address", () => {
  it('keeps a whole page number of 1 or more, from a number or a string', () => {
    expect(listSearch({ page: 3 })).toEqual({ page: 3 });
    expect(listSearch({ page: '2' })).toEqual({ page: 2 });
  });

  it('leaves out a page that is not a whole number of 1 or more', () => {
    for (const page of [0, -1, 1.5, '', 'two', null, true, [2], { page: 2 }]) expect(listSearch({ page })).toEqual({});
  });

  it('keeps the search as text, a number included, and leaves out anything else', () => {
    expect(listSearch({ search: 'stand 1' })).toEqual({ search: 'stand 1' });
    expect(listSearch({ search: 42 })).toEqual({ search: '42' });
    expect(listSearch({ search: ['a'] })).toEqual({});
    expect(listSearch({ page: 2, search: 'a', other: 'x' })).toEqual({ page: 2, search: 'a' });
  });

  it("keeps an account list's status filter only when it is one of the statuses, and leaves it out elsewhere", () => {
    for (const status of ACCOUNT_STATUS_FILTERS) expect(accountListSearch({ page: '2', status })).toEqual({ page: 2, status });
    for (const status of ['invited', 'Pending', '', 1, ['Invited']]) expect(accountListSearch({ status })).toEqual({});
    expect(listSearch({ status: ACCOUNT_STATUS_FILTERS[1] })).toEqual({});
  });
});
