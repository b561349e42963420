import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as z from 'zod/mini';
import {
  ARTWORK_MESSAGES,
  ARTWORK_TEXTS,
  eventIdParam,
  formatBytes,
  requirement,
  requirementBody,
  requirementDeleted,
  requirementIdParam,
  requirementsList,
  TEMPLATE_MAX_BYTES,
} from '../../../src/api/contract';
import { sendAsAttachment } from '../../lib/attachment';
import { storedFileName } from '../../lib/file-name';
import { AppError } from '../../lib/app-error';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../events/actor';
import { carryOut, claimKeys } from '../../storage/file-removals';
import { createRequirement, deleteRequirement, listRequirements, readableRequirement, setTemplate, updateRequirement } from './service';

/** Requirements of an event, and each one's optional template file. */
export const requirementRoutes: FastifyPluginAsyncZod = async (app) => {
  const actor = (request: Parameters<typeof currentUser>[0]) => actorOf(app.db, currentUser(request));
  const tags = ['artwork'];
  await app.register(multipart, { limits: { files: 1, fileSize: TEMPLATE_MAX_BYTES, fields: 0, parts: 1 } });

  app.get(
    '/event/:id/requirements',
    { config: { permission: 'readArtwork' }, schema: { tags, params: eventIdParam, response: { 200: requirementsList, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => ({ requirements: await listRequirements(app.db, await actor(request), request.params.id) }),
  );

  app.post(
    '/event/:id/requirement',
    {
      config: { permission: 'manageRequirements' },
      schema: { tags, params: eventIdParam, body: requirementBody, response: { 201: requirement, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request, reply) => reply.code(201).send(await createRequirement(app.db, await actor(request), request.params.id, request.body, app.config.uploadMaxBytes)),
  );

  app.put(
    '/requirement/:id',
    {
      config: { permission: 'manageRequirements' },
      schema: { tags, params: requirementIdParam, body: requirementBody, response: { 200: requirement, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => updateRequirement(app.db, await actor(request), request.params.id, request.body, app.config.uploadMaxBytes),
  );

  app.delete(
    '/requirement/:id',
    { config: { permission: 'manageRequirements' }, schema: { tags, params: requirementIdParam, response: { 200: requirementDeleted, ...errorResponses(400, 401, 403, 404) } } },
    async (request) => {
      const { versionsRemoved, removal } = await deleteRequirement(app.db, await actor(request), request.params.id);
      await carryOut(app.db, app.storage, removal, request.log);
      return { message: ARTWORK_TEXTS.requirementDeleted, versionsRemoved };
    },
  );

  app.put(
    '/requirement/:id/template',
    {
      config: { permission: 'manageRequirements' },
      schema: { tags, params: requirementIdParam, consumes: ['multipart/form-data'], response: { 200: requirement, ...errorResponses(400, 401, 403, 404, 413) } },
    },
    async (request) => {
      const who = await actor(request);
      const file = request.isMultipart() ? await request.file() : undefined;
      if (!file) throw new AppError('invalidRequest', { message: ARTWORK_MESSAGES.templateRequired });
      const temp = path.join(app.storage.incomingDir, `template-${randomBytes(12).toString('hex')}`);
      try {
        await pipeline(file.file, createWriteStream(temp));
        if (file.file.truncated) throw new AppError('tooLarge', { message: ARTWORK_MESSAGES.templateTooLarge(formatBytes(TEMPLATE_MAX_BYTES)) });
        const bytes = file.file.bytesRead;
        // Who may change it is known before the file is kept.
        const { removal: claim, keys } = await claimKeys(app.db, ['templates']);
        try {
          const key = await app.storage.adopt(temp, 'templates', { key: keys[0] });
          const { requirement: changed, replaced } = await setTemplate(app.db, who, request.params.id, { key, name: storedFileName(file.filename, 'template'), bytes, claim });
          await carryOut(app.db, app.storage, replaced, request.log);
          return changed;
        } catch (error) {
          await carryOut(app.db, app.storage, claim, request.log);
          throw error;
        }
      } finally {
        await rm(temp, { force: true });
      }
    },
  );

  app.get(
    '/requirement/:id/template',
    { config: { permission: 'readArtwork' }, schema: { tags, params: requirementIdParam, response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) } } },
    async (request, reply) => {
      const row = await readableRequirement(app.db, await actor(request), request.params.id);
      if (!row.template_key || !row.template_name) throw new AppError('notFound', { message: ARTWORK_MESSAGES.templateNotFound });
      const body = await app.storage.open(row.template_key);
      return sendAsAttachment(reply, row.template_name, 'application/octet-stream').send(body);
    },
  );
};
