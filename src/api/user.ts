import { call, http, type ResponsePromise } from './client';
import { profileBody, type UpdateProfileBody } from './contract';
import { requestProfile } from './profile-request';

/** The profile, checked against the contract: asked for now, or the answer to a request already sent. */
export const getProfile = (sent: ResponsePromise = requestProfile()) => call(profileBody, () => sent);

export const updateProfile = (body: UpdateProfileBody) =>
  call(profileBody, () => http.put('user/profile', { json: body }));
