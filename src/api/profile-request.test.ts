import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestProfile } from './profile-request';
import { tokenStorage } from './token-storage';

describe('the profile request', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('leaves at once, with the stored token, ahead of whatever the page asks for next', () => {
    const sent: Request[] = [];
    vi.stubGlobal('fetch', (request: Request) => {
      sent.push(request);
      return Promise.resolve(Response.json({}));
    });
    tokenStorage.set('stored-token');

    void requestProfile();

    // No tick has passed: the request is with the browser before this task's other work.
    expect(sent.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual(['GET /api/user/profile']);
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer stored-token');
    expect(sent[0]?.headers.get('accept')).toBe('application/json');
  });
});
