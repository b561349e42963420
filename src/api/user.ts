import { call, http } from './client';
import { profileBody, type UpdateProfileBody } from './contract';

export const getProfile = () => call(profileBody, () => http.get('user/profile'));

export const updateProfile = (body: UpdateProfileBody) =>
  call(profileBody, () => http.put('user/profile', { json: body }));
