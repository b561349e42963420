import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROLES, can, GUEST_PATHS, PAGES, PUBLIC_PATHS, ROLES } from '../../api/contract';
import { homeOf, safeRedirect } from './guard';

const origin = 'https://artwork.example.com';

describe('the address to return to after sign-in', () => {
  it('keeps a path of this app with its query and fragment', () => {
    expect(safeRedirect('/event-details/7?tab=artwork#notes', origin)).toBe('/event-details/7?tab=artwork#notes');
    expect(safeRedirect('/profile', origin)).toBe('/profile');
  });

  it.each([
    ['another site by protocol-relative address', '//evil.example.com/profile'],
    ['another site by a backslash browsers read as a slash', '/\\evil.example.com'],
    ['an absolute address', 'https://evil.example.com/'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'profile'],
    ['no text', 5],
    ['nothing', undefined],
    ['the sign-in page itself', PUBLIC_PATHS.signIn],
    ['the sign-up page', `${PUBLIC_PATHS.signUp}?x=1`],
  ])('returns home for %s', (_, target) => {
    expect(safeRedirect(target, origin)).toBe('/');
  });
});

describe('where a page that is not the role’s sends it', () => {
  it('home for every role with a home page, and a guest reviewer to its own list (no loop through a home it may not open)', () => {
    for (const role of ACCOUNT_ROLES) expect(homeOf(role)).toBe('/');
    expect(homeOf(ROLES.guest)).toBe(GUEST_PATHS.reviews);
    expect(can(ROLES.guest, PAGES.dashboard.permission)).toBe(false);
  });
});
