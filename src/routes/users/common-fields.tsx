import { ACCOUNT_FIELDS, INVITED_STATUS, type Status } from '../../api/contract';
import { Badge, type DescriptionItem } from '../../design-system';
import { t } from '../../i18n';
import type { AccountRow, FieldSpec } from './account-kind';
import { instantText } from '../shared/dates';

/** An account's status, in the reader's language; an Active one without a password yet shows Invited until it sets one. */
export const statusBadge = (status: Status, invited = false) =>
  invited && status === 'Active' ? <Badge tone="info">{t(INVITED_STATUS)}</Badge> : <Badge tone={status === 'Active' ? 'success' : 'error'}>{t(status)}</Badge>;

/** First name, last name and email: every kind's form starts with its sign-in account. */
export const invitedAccountFields: FieldSpec[] = [
  { name: 'firstname', label: ACCOUNT_FIELDS.firstname, kind: 'text', autoComplete: 'off', required: true },
  { name: 'lastname', label: ACCOUNT_FIELDS.lastname, kind: 'text', autoComplete: 'off', required: true },
  { name: 'email', label: ACCOUNT_FIELDS.email, kind: 'email', autoComplete: 'off', required: true },
];

/** …and its password, for a kind whose accounts are not invited to set their own. */
export const accountFields: FieldSpec[] = [
  ...invitedAccountFields,
  { name: 'password', label: ACCOUNT_FIELDS.password, kind: 'password', autoComplete: 'new-password', required: 'create' },
];

export const statusField: FieldSpec = { name: 'status', label: ACCOUNT_FIELDS.status, kind: 'status', required: true };

/** The account's values as a form starts from them; the password stays blank (blank keeps it). */
export const accountValues = (row: AccountRow) => ({
  firstname: row.User.firstname,
  lastname: row.User.lastname,
  email: row.User.email,
  password: '',
  status: row.status,
});

const item = (key: string, label: string, value: DescriptionItem['value']): DescriptionItem => ({ key, label, value });

export const nameDetails = (row: AccountRow): DescriptionItem[] => [
  item('firstname', ACCOUNT_FIELDS.firstname, row.User.firstname),
  item('lastname', ACCOUNT_FIELDS.lastname, row.User.lastname),
  item('email', ACCOUNT_FIELDS.email, row.User.email),
];

/** Labels are the English texts: the detail screen shows them in the reader's language. */
export const statusDetails = (row: AccountRow & { createdAt: string }): DescriptionItem[] => [
  item('status', ACCOUNT_FIELDS.status, statusBadge(row.status, row.User.invited)),
  item('createdAt', ACCOUNT_FIELDS.createdAt, instantText(row.createdAt)),
];

export { item as detail };
