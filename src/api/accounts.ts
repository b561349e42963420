import type * as z from 'zod/mini';
import { call, callFile, http } from './client';
import { accountDeletionImpact, messageBody, PAGE_SIZE, type AccountDeletionImpact, type AccountStatusFilter } from './contract';

/** One page of a list, whatever the kind: its rows and the paging fields. */
export type Page<Row> = { rows: Row[]; totalItems: number; totalPages: number; currentPage: number };
/** A list's page and search; an account list's status filter too (none: all). */
export type PageQuery = { page: number; search?: string; status?: AccountStatusFilter };

interface AccountEndpoints<Entity extends z.ZodMiniType, PageSchema extends z.ZodMiniType> {
  /** The API's paths under /api (docs/api.md): the plural lists (`owner-admins`), the singular names one (`owner-admin`). */
  listPath: string;
  itemPath: string;
  entity: Entity;
  page: PageSchema;
  /** The answer's key for the rows, e.g. `ownerAdmins`. */
  listKey: keyof z.infer<PageSchema> & string;
}

const searchParams = (search: string | undefined, status?: AccountStatusFilter) => {
  const trimmed = search?.trim();
  return { ...(trimmed ? { search: trimmed } : {}), ...(status ? { status } : {}) };
};

/** The list, export, read, create, update and delete calls of one kind of account. */
export function accountApi<Entity extends z.ZodMiniType, PageSchema extends z.ZodMiniType, Body>(endpoints: AccountEndpoints<Entity, PageSchema>) {
  type Row = z.infer<Entity>;
  const { listPath, itemPath, entity, page, listKey } = endpoints;
  return {
    list: async ({ page: current, search, status }: PageQuery): Promise<Page<Row>> => {
      const answer = (await call(page, () =>
        http.get(listPath, { searchParams: { page: current, limit: PAGE_SIZE, ...searchParams(search, status) } }),
      )) as Record<string, unknown> & Omit<Page<Row>, 'rows'>;
      const { totalItems, totalPages, currentPage } = answer;
      return { rows: answer[listKey] as Row[], totalItems, totalPages, currentPage };
    },
    exportCsv: (search?: string, status?: AccountStatusFilter) => callFile(() => http.get(`${listPath}/export.csv`, { searchParams: searchParams(search, status) })),
    get: (id: number): Promise<Row> => call(entity, () => http.get(`${itemPath}/${id}`)),
    create: (body: Body): Promise<Row> => call(entity, () => http.post(itemPath, { json: body })),
    update: (id: number, body: Body): Promise<Row> => call(entity, () => http.put(`${itemPath}/${id}`, { json: body })),
    remove: (id: number) => call(messageBody, () => http.delete(`${itemPath}/${id}`)),
    /** What goes with the record if it is deleted (organisers and companies). */
    deletionImpact: (id: number): Promise<AccountDeletionImpact> => call(accountDeletionImpact, () => http.get(`${itemPath}/${id}/deletion`)),
  };
}

export type AccountApi<Row, Body> = {
  list: (query: PageQuery) => Promise<Page<Row>>;
  exportCsv: (search?: string, status?: AccountStatusFilter) => Promise<{ blob: Blob; filename: string | null }>;
  get: (id: number) => Promise<Row>;
  create: (body: Body) => Promise<Row>;
  update: (id: number, body: Body) => Promise<Row>;
  remove: (id: number) => Promise<{ message: string }>;
  deletionImpact: (id: number) => Promise<AccountDeletionImpact>;
};
