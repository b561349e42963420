import { z } from 'zod';
import { email, requiredText } from './common';
import { ALL_ROLES, type Role } from './roles';
import { MESSAGES } from './texts';

export const PHONE_MAX = 40;
export const BIO_MAX = 2000;

export const userProfile = z.object({
  id: z.number().int(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  bio: z.string().nullable(),
  role: z.enum(ALL_ROLES as [Role, ...Role[]]),
  avatar: z.string().nullable(),
});
export type UserProfile = z.infer<typeof userProfile>;

export const profileBody = z.object({ user: userProfile });
export type ProfileBody = z.infer<typeof profileBody>;

/** PUT /api/user/profile. Role is not a field: a profile update never changes it. */
export const updateProfileBody = z.object({
  firstname: requiredText(MESSAGES.firstNameRequired),
  lastname: requiredText(MESSAGES.lastNameRequired),
  email: email(MESSAGES.emailRequired),
  phone: z.string().trim().max(PHONE_MAX, MESSAGES.tooLong(PHONE_MAX)).nullish(),
  bio: z.string().trim().max(BIO_MAX, MESSAGES.tooLong(BIO_MAX)).nullish(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
