import type { ReactNode } from 'react';
import type * as z from 'zod/mini';
import type { AccountApi } from '../../api/accounts';
import type { AccountDeletionImpact, AccountUser, FormMode, OWNER_ADMIN_TEXTS, PAGES, Status } from '../../api/contract';
import type { DescriptionItem, TableColumn } from '../../design-system';

/** What every kind of account shares: its sign-in account and its status. */
export type AccountRow = { id: number; User: AccountUser; status: Status };

/** The buttons, empty states and toasts of one kind (docs/screens.md, Manage users). */
export type KindTexts = { [K in keyof typeof OWNER_ADMIN_TEXTS]: string };

type Path<K extends keyof typeof PAGES> = (typeof PAGES)[K]['path'];

/** A form field, drawn from its kind. */
export type FieldSpec = {
  name: string;
  label: string;
  kind: 'text' | 'email' | 'tel' | 'password' | 'status' | 'fixed' | 'language';
  autoComplete?: string;
  placeholder?: string;
  /** Required always, or only when adding (a password). */
  required?: boolean | 'create';
  /** A fixed field's value, shown read-only and sent as is (the organiser's role). */
  value?: string;
  /** Said under the field. */
  hint?: string;
  /** Asked only when adding: later it is the account's own to change (its language). */
  createOnly?: boolean;
};

/** The fields a form in `mode` shows and sends. */
export const fieldsIn = (fields: readonly FieldSpec[], mode: FormMode) => fields.filter((field) => mode === 'create' || !field.createOnly);

/**
 * One kind of account as the list, form and detail screens need it: texts, paths, calls, columns,
 * fields and details. The screens are the same for the three kinds; only this differs.
 */
export interface AccountKind<Row extends AccountRow, Body = never> {
  texts: KindTexts;
  titles: { list: string; add: string; edit: string; view: string };
  paths: {
    list: Path<'ownerAdmins' | 'organisers' | 'exhibitors'>;
    add: Path<'ownerAdminAdd' | 'organiserAdd' | 'companyAdd'>;
    edit: Path<'ownerAdminEdit' | 'organiserEdit' | 'companyEdit'>;
    view: Path<'ownerAdminView' | 'organiserView' | 'companyView'>;
  };
  api: AccountApi<Row, Body>;
  /** The contract's body for adding or editing. */
  body: (mode: FormMode) => z.ZodMiniType;
  /** docs/screens.md, Manage users: whether the list's fetch and delete toasts show the server's message first. */
  serverMessages: { fetchList: boolean; delete: boolean };
  /** How a row is named in its actions, e.g. "Edit Ann Lee". */
  rowName: (row: Row) => string;
  /** The table's columns before Actions. */
  columns: TableColumn<Row>[];
  fields: FieldSpec[];
  /** Said above the fields when adding one (how the new account gets its password). */
  createHint?: string;
  /** A record's values as its form starts from. */
  valuesOf: (row: Row) => Record<string, string>;
  /** The detail screen's labelled values. */
  details: (row: Row) => DescriptionItem[];
  /** More of the detail screen, below the details (a company's invitation). */
  moreDetails?: (row: Row) => ReactNode;
  /** Whether the list offers the status filter (All, Active, Invited, Inactive) kept in the address. */
  statusFilter?: boolean;
  /** What goes with a record when it is deleted, said in the confirmation (organisers and companies). */
  deletionImpact?: (impact: AccountDeletionImpact) => string;
}

export const fullName = (user: Pick<AccountUser, 'firstname' | 'lastname'>) => `${user.firstname} ${user.lastname}`;
