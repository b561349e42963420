import { describe, expect, it } from 'vitest';
import { PUBLIC_PATHS } from '../../api/contract';
import { safeRedirect } from './guard';

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
