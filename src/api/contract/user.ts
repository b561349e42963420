import * as z from 'zod/mini';
import { email, language, optionalText, requiredText } from './common';
import { ALL_ROLES, type Role } from './roles';
import { MESSAGES } from './texts';


export const PHONE_MAX = 40;
export const BIO_MAX = 2000;

export const userProfile = z.object({
  id: z.number().check(z.int()),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  role: z.enum(ALL_ROLES as [Role, ...Role[]]),
  avatar: z.nullable(z.string()),
  language: z.optional(language),
});
export type UserProfile = z.infer<typeof userProfile>;

export const profileBody = z.object({ user: userProfile });
export type ProfileBody = z.infer<typeof profileBody>;

/** PUT /api/user/profile. Role is not a field: a profile update never changes it. */
export const updateProfileBody = z.object({
  firstname: requiredText(MESSAGES.firstNameRequired),
  lastname: requiredText(MESSAGES.lastNameRequired),
  email: email(MESSAGES.emailRequired),
  phone: optionalText(PHONE_MAX),
  bio: optionalText(BIO_MAX),
  /** Left out: the language stays as it is. */
  language: z.optional(language),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;
