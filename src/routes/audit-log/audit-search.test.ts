import { describe, expect, it } from 'vitest';
import { auditSearch } from './audit-search';

describe("the audit log's page and filters in the address", () => {
  it('keeps a whole page, an area or action, a person and real days', () => {
    expect(auditSearch({ page: '3', action: 'artwork', actorId: 7, from: '2026-11-01', to: '2026-11-30' })).toEqual({ page: 3, action: 'artwork', actorId: 7, from: '2026-11-01', to: '2026-11-30' });
    expect(auditSearch({ action: 'event.exhibitor-add', actorId: '12' })).toEqual({ action: 'event.exhibitor-add', actorId: 12 });
  });

  it('leaves out what it cannot read, so a mangled link still opens the log', () => {
    expect(auditSearch({ page: 0, action: "x' or 1=1", actorId: -2, from: '2026-13-45', to: 'yesterday', other: 'x' })).toEqual({});
    expect(auditSearch({ page: 1.5, action: ['artwork'], actorId: 'me', from: 20261101 })).toEqual({});
  });
});
