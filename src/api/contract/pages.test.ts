import { describe, expect, it } from 'vitest';
import { ORGANISER_ALIASES, PAGES } from './pages';
import { ALL_ROLES, can, ROLES } from './roles';

const { admin, owner, organizer, exhibitor, user, guest } = ROLES;

/**
 * docs/screens.md's page table, written out by hand on purpose: it is the oracle the one
 * route→roles table in the contract must agree with. Email Templates comes from the sidebar section;
 * the review page and the whole review queue from the artwork review (its reviewers: the event's staff);
 * a guest reviewer's list and review page from the approval flow (decision 21).
 */
const SPEC_ROUTE_TABLE: Record<string, readonly string[]> = {
  '/': [admin, owner, organizer, user, exhibitor],
  '/owner-admins': [admin],
  '/organisers': [admin, owner],
  '/exhibitors': [admin, owner],
  '/profile': [admin, owner, organizer, user, exhibitor],
  '/events': [admin, owner, organizer, user],
  '/event-details/$id': [admin, owner, organizer],
  '/organisers/add': [admin, owner],
  '/organisers/edit/$id': [admin, owner],
  '/organisers/view/$id': [admin, owner],
  '/owner-admins/add': [admin],
  '/owner-admins/edit/$id': [admin],
  '/owner-admins/view/$id': [admin],
  '/exhibiting-companies/add': [admin, owner],
  '/exhibiting-companies/edit/$id': [admin, owner],
  '/exhibiting-companies/view/$id': [admin, owner],
  '/email-templates': [admin, owner],
  '/review/$versionId': [admin, owner, organizer],
  '/review': [admin, owner, organizer],
  '/audit-log': [admin, owner],
  '/guest': [guest],
  '/guest/review/$versionId': [guest],
};

describe('the route→roles table', () => {
  it('has exactly the routes of docs/screens.md', () => {
    expect(Object.values(PAGES).map((page) => page.path).sort()).toEqual(Object.keys(SPEC_ROUTE_TABLE).sort());
  });

  it.each(Object.entries(SPEC_ROUTE_TABLE))('%s admits exactly %o', (path, allowed) => {
    const page = Object.values(PAGES).find((candidate) => candidate.path === path);
    if (!page) throw new Error(`no page for ${path}`);
    expect(ALL_ROLES.filter((role) => can(role, page.permission)).sort()).toEqual([...allowed].sort());
  });

  it('admits no role it does not know', () => {
    expect(can('superuser', 'viewDashboard')).toBe(false);
    expect(can(undefined, 'viewDashboard')).toBe(false);
  });
});

describe('organiser paths', () => {
  it('are spelt one way, "organisers", in every page of the table', () => {
    const paths = Object.values(PAGES).map((page) => page.path);
    expect(paths.filter((path) => /organi[sz]er/.test(path)).every((path) => path.startsWith('/organisers'))).toBe(true);
    expect(paths.some((path) => path.includes('organizer'))).toBe(false);
  });

  it('redirect each old "organizers" address to its page', () => {
    const listed = new Set(Object.values(PAGES).map((page) => page.path));
    expect(Object.keys(ORGANISER_ALIASES).sort()).toEqual(['/organizers', '/organizers/add', '/organizers/edit/$id', '/organizers/view/$id']);
    for (const [old, to] of Object.entries(ORGANISER_ALIASES)) {
      expect(listed.has(to)).toBe(true);
      expect(to).toBe(old.replace('/organizers', '/organisers'));
    }
  });
});
