import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import * as z from 'zod/mini';
import { accountDeletionImpact, type AccountDeletionImpact, accountExportQuery, accountListQuery, type FormMode, idParam, messageBody, type Permission } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { carryOut } from '../../storage/file-removals';
import type { AccountBody, ProfileRepository } from './profile-repository';
import { createAccount, exportAccountsCsv, getAccount, listAccounts, removeAccount, updateAccount } from './service';

export interface AccountRoutesOptions<Body extends AccountBody, Entity> {
  repo: ProfileRepository<Body, Entity>;
  permission: Permission;
  /** OpenAPI tag. */
  tag: string;
  /** The API's paths (docs/api.md): the plural lists (`/owner-admins`), the singular names one (`/owner-admin`). */
  listPath: string;
  itemPath: string;
  /** The list answer's key for the rows, e.g. `ownerAdmins`. */
  listKey: string;
  /** The contract's schemas; the service's types come from the repository, checked against these in the tests. */
  schemas: { entity: z.ZodMiniType; page: z.ZodMiniType; body: (mode: FormMode) => z.ZodMiniType };
  deletedMessage: string;
  /** The export's file name, without the date. */
  exportName: string;
  /** What goes with a profile (by its id) when it is deleted: GET {itemPath}/{id}/deletion, for the confirmation. */
  deletionImpact?: (db: DbOrTrx, profileId: number) => Promise<AccountDeletionImpact>;
}

/** The list, export, read, create, update and delete endpoints of one kind of account. */
export function accountRoutes<Body extends AccountBody, Entity>(options: AccountRoutesOptions<Body, Entity>): FastifyPluginAsyncZod {
  const { repo, permission, tag, listPath, itemPath, listKey, schemas, deletedMessage, exportName, deletionImpact } = options;
  return async (app) => {
    const config = { permission };
    const tags = [tag];

    app.get(listPath, { config, schema: { tags, querystring: accountListQuery, response: { 200: schemas.page, ...errorResponses(400, 401, 403) } } }, async (request) => {
      const { rows, ...paging } = await listAccounts(app.db, repo, request.query);
      return { [listKey]: rows, ...paging };
    });

    app.get(`${listPath}/export.csv`, { config, schema: { tags, querystring: accountExportQuery } }, async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportName}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exportAccountsCsv(app.db, repo, request.query.search, request.query.status)));
    });

    app.get(`${itemPath}/:id`, { config, schema: { tags, params: idParam, response: { 200: schemas.entity, ...errorResponses(400, 401, 403, 404) } } }, (request) =>
      getAccount(app.db, repo, request.params.id),
    );

    if (deletionImpact) {
      app.get(
        `${itemPath}/:id/deletion`,
        { config, schema: { tags, params: idParam, response: { 200: accountDeletionImpact, ...errorResponses(400, 401, 403, 404) } } },
        async (request) => {
          await getAccount(app.db, repo, request.params.id);
          return deletionImpact(app.db, request.params.id);
        },
      );
    }

    app.post(
      itemPath,
      { config, schema: { tags, body: schemas.body('create'), response: { 201: schemas.entity, ...errorResponses(400, 401, 403, 409) } } },
      async (request, reply) => reply.code(201).send(await createAccount(app.db, repo, currentUser(request).id, request.body as Body)),
    );

    app.put(
      `${itemPath}/:id`,
      { config, schema: { tags, params: idParam, body: schemas.body('update'), response: { 200: schemas.entity, ...errorResponses(400, 401, 403, 404, 409) } } },
      (request) => updateAccount(app.db, repo, currentUser(request).id, request.params.id, request.body as Body),
    );

    app.delete(`${itemPath}/:id`, { config, schema: { tags, params: idParam, response: { 200: messageBody, ...errorResponses(400, 401, 403, 404) } } }, async (request) => {
      await carryOut(app.db, app.storage, await removeAccount(app.db, repo, currentUser(request).id, request.params.id), request.log);
      return { message: deletedMessage };
    });
  };
}
