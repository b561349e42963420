import * as z from 'zod/mini';
import { email, language, PASSWORD_MAX, PASSWORD_MIN, optionalText, printable, requiredText, STATUSES, textTooLong } from './common';
import { ACCOUNT_STATUS_FILTERS } from './account-status-filters';
import { listQuery, pageFields } from './paging';
import { ALL_ROLES, ROLES, type Role } from './roles';
import { ACCOUNT_MESSAGES, MESSAGES } from './texts';

/**
 * Owner/admins, event organisers and exhibiting companies: each a profile with its own sign-in
 * account (the nested `User`), created, changed and deleted together (docs/api.md, Accounts).
 */

/** An account list's query: a list's page, limit and search, and the status filter (none: all). */
const statusFilter = z.optional(z.enum(ACCOUNT_STATUS_FILTERS, MESSAGES.statusFilterInvalid));
export const accountListQuery = z.extend(listQuery, { status: statusFilter });
export type AccountListQuery = z.output<typeof accountListQuery>;
/** The export of an account list: its search and status filter, all matching rows. */
export const accountExportQuery = z.object({ search: listQuery.shape.search, status: statusFilter });

export const PERMISSIONS_MAX = 1000;
export const TEXT_MAX = 200;
export const ADDRESS_MAX = 500;

/** The nested sign-in account every profile carries. Never a password or hash. */
export const accountUser = z.object({
  id: z.number().check(z.int()),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  role: z.enum(ALL_ROLES as [Role, ...Role[]]),
  /** No password yet: an invited organiser or company, until it sets one through its invitation. */
  invited: z.boolean(),
  createdAt: z.string(),
});
export type AccountUser = z.infer<typeof accountUser>;

const status = z.enum(STATUSES);

export const ownerAdmin = z.object({
  id: z.number().check(z.int()),
  User: accountUser,
  permissions: z.string(),
  status,
  createdAt: z.string(),
});
export type OwnerAdmin = z.infer<typeof ownerAdmin>;

export const eventOrganiser = z.object({
  id: z.number().check(z.int()),
  User: accountUser,
  status,
  jobTitle: z.string(),
  companyName: z.string(),
  companyAddress: z.nullable(z.string()),
  additionalContactEmail: z.nullable(z.string()),
  createdAt: z.string(),
});
export type EventOrganiser = z.infer<typeof eventOrganiser>;

export const exhibitingCompany = z.object({
  id: z.number().check(z.int()),
  User: accountUser,
  companyName: z.string(),
  productCategory: z.string(),
  boothSize: z.string(),
  contactPerson: z.string(),
  status,
  createdAt: z.string(),
});
export type ExhibitingCompany = z.infer<typeof exhibitingCompany>;

export const ownerAdminsPage = z.object({ ownerAdmins: z.array(ownerAdmin), ...pageFields });
export const eventOrganisersPage = z.object({ eventOrganisers: z.array(eventOrganiser), ...pageFields });
export const exhibitingCompaniesPage = z.object({ exhibitingCompanies: z.array(exhibitingCompany), ...pageFields });
export type OwnerAdminsPage = z.infer<typeof ownerAdminsPage>;
export type EventOrganisersPage = z.infer<typeof eventOrganisersPage>;
export type ExhibitingCompaniesPage = z.infer<typeof exhibitingCompaniesPage>;

/** Create or update: a password is required when creating; blank on update keeps the current one. */
export type FormMode = 'create' | 'update';

const password = (mode: FormMode, required: string) =>
  mode === 'create'
    ? z.string({ error: required }).check(
        z.minLength(1, required),
        z.minLength(PASSWORD_MIN, MESSAGES.passwordLength),
        z.maxLength(PASSWORD_MAX, MESSAGES.passwordLength),
      )
    : z.pipe(
        z.optional(z.nullable(z.string({ error: MESSAGES.mustBeText }))),
        z.pipe(
          z.transform((value: string | null | undefined) => value || undefined),
          z.optional(z.string().check(z.minLength(PASSWORD_MIN, MESSAGES.passwordLength), z.maxLength(PASSWORD_MAX, MESSAGES.passwordLength))),
        ),
      );

/** The status field: Active unless the form says otherwise. */
const statusField = z._default(z.optional(z.enum(STATUSES, { error: ACCOUNT_MESSAGES.statusRequired })), 'Active');

/** The role a form may send: only the kind's own (a form cannot make an admin). Missing is fine. */
const roleField = (role: Role) => z.optional(z.literal(role, { error: ACCOUNT_MESSAGES.roleFixed(role) }));

const optionalEmail = z.pipe(
  optionalText(254),
  z.nullable(z.string().check(z.email(MESSAGES.emailInvalid))),
);

export const ownerAdminBody = (mode: FormMode) =>
  z.object({
    firstname: requiredText(MESSAGES.firstNameRequired),
    lastname: requiredText(MESSAGES.lastNameRequired),
    email: email(MESSAGES.emailRequired),
    role: roleField(ROLES.owner),
    password: password(mode, ACCOUNT_MESSAGES.passwordRequiredForNewAdmins),
    permissions: z.string({ error: ACCOUNT_MESSAGES.permissionsRequired }).check(
      z.trim(),
      z.minLength(1, ACCOUNT_MESSAGES.permissionsRequired),
      z.maxLength(PERMISSIONS_MAX, textTooLong(PERMISSIONS_MAX)),
      printable,
    ),
    status: statusField,
  });
export type OwnerAdminBody = z.output<ReturnType<typeof ownerAdminBody>>;

/**
 * No password: an organiser sets their own through the invitation emailed when the account is made
 * (and "Forgot password?" after), so nobody types someone else's.
 */
export const eventOrganiserBody = () =>
  z.object({
    firstname: requiredText(ACCOUNT_MESSAGES.firstNameRequired),
    lastname: requiredText(ACCOUNT_MESSAGES.lastNameRequired),
    email: email(MESSAGES.emailRequired),
    phone: requiredText(ACCOUNT_MESSAGES.phoneRequired, 40),
    role: roleField(ROLES.organizer),
    jobTitle: requiredText(ACCOUNT_MESSAGES.jobTitleRequired, TEXT_MAX),
    companyName: requiredText(ACCOUNT_MESSAGES.companyNameRequired, TEXT_MAX),
    companyAddress: optionalText(ADDRESS_MAX),
    additionalContactEmail: optionalEmail,
    status: statusField,
  });
export type EventOrganiserBody = z.output<ReturnType<typeof eventOrganiserBody>>;

export const exhibitingCompanyBody = (mode: FormMode) =>
  z.object({
    firstname: requiredText(ACCOUNT_MESSAGES.firstNameRequired),
    lastname: requiredText(ACCOUNT_MESSAGES.lastNameRequired),
    email: email(MESSAGES.emailRequired),
    password: password(mode, ACCOUNT_MESSAGES.passwordRequired),
    role: roleField(ROLES.exhibitor),
    companyName: requiredText(ACCOUNT_MESSAGES.companyNameRequired, TEXT_MAX),
    productCategory: requiredText(ACCOUNT_MESSAGES.productCategoryRequired, TEXT_MAX),
    boothSize: requiredText(ACCOUNT_MESSAGES.boothSizeRequired, TEXT_MAX),
    contactPerson: requiredText(ACCOUNT_MESSAGES.contactPersonRequired, TEXT_MAX),
    status: statusField,
    /** The language of the company's screens and emails, set at invitation; English when left out. */
    language: z.optional(language),
  });
export type ExhibitingCompanyBody = z.output<ReturnType<typeof exhibitingCompanyBody>>;

/** docs/screens.md: permissions are free text, shown with their quote characters stripped. */
export const displayPermissions = (permissions: string) => permissions.replace(/["'`“”‘’]/g, '');
