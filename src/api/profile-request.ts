import { http, type ResponsePromise } from './http';

/**
 * Asks for the signed-in user's profile; `getProfile` (user.ts) checks the answer. Apart from it, so
 * that a signed-in load asks on its first download, before the client and the schemas arrive.
 */
export const requestProfile = (): ResponsePromise => http.get('user/profile', { headers: { accept: 'application/json' } });
