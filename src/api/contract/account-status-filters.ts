/**
 * The account lists' status filter, without zod: the route table reads it from the first
 * download, where a schema module would pull zod in. Invited is an active account that has not
 * set its password yet; Active leaves those out.
 */
export const ACCOUNT_STATUS_FILTERS = ['Active', 'Invited', 'Inactive'] as const;
export type AccountStatusFilter = (typeof ACCOUNT_STATUS_FILTERS)[number];

export const isAccountStatusFilter = (value: unknown): value is AccountStatusFilter => (ACCOUNT_STATUS_FILTERS as readonly unknown[]).includes(value);
