import { sendAtOnce, type EarlyRequest } from './early-request';

/**
 * Asks for the signed-in user's profile at once; `getProfile` (user.ts) hands it to ky and checks the
 * answer. Apart from them, so that a signed-in load asks on its first download, before ky, the client
 * and the schemas arrive.
 */
export const requestProfile = (): EarlyRequest => sendAtOnce('GET', 'user/profile', { accept: 'application/json' });
