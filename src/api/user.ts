import { call, http } from './client';
import { profileBody, type UpdateProfileBody } from './contract';
import type { EarlyRequest } from './early-request';
import { requestProfile } from './profile-request';

/** The profile, checked against the contract: asked for now, or the answer to a request already sent. */
export const getProfile = (sent: EarlyRequest = requestProfile()) => call(profileBody, () => http.answerOf(sent));

export const updateProfile = (body: UpdateProfileBody) =>
  call(profileBody, () => http.put('user/profile', { json: body }));
