import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailTemplate, emailTemplateBody, emailTemplateKeyParam, emailTemplateLanguageQuery, emailTemplateList, renderedEmail } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { getTemplate, listTemplates, previewTemplate, resetTemplate, updateTemplate } from './service';

/** The editable email templates, each language apart (`?language=de`, English by default): read, edit, preview with sample values, and reset to default. */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'manageEmailTemplates' } as const;
  const tags = ['email-templates'];

  app.get('/email-templates', { config, schema: { tags, querystring: emailTemplateLanguageQuery, response: { 200: emailTemplateList, ...errorResponses(400, 401, 403) } } },
    async (request) => ({
    templates: await listTemplates(app.db, request.query.language),
  }));

  app.get(
    '/email-template/:key',
    { config, schema: { tags, params: emailTemplateKeyParam, querystring: emailTemplateLanguageQuery, response: { 200: emailTemplate, ...errorResponses(400, 401, 403, 404) } } },
    (request) => getTemplate(app.db, request.params.key, request.query.language),
  );

  app.put(
    '/email-template/:key',
    {
      config,
      schema: {
        tags,
        params: emailTemplateKeyParam,
        querystring: emailTemplateLanguageQuery,
        body: emailTemplateBody,
        response: { 200: emailTemplate, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request) => updateTemplate(app.db, currentUser(request).id, request.params.key, request.query.language, request.body),
  );

  app.delete(
    '/email-template/:key',
    { config, schema: { tags, params: emailTemplateKeyParam, querystring: emailTemplateLanguageQuery, response: { 200: emailTemplate, ...errorResponses(400, 401, 403, 404) } } },
    (request) => resetTemplate(app.db, currentUser(request).id, request.params.key, request.query.language),
  );

  app.post(
    '/email-template/:key/preview',
    {
      config,
      schema: {
        tags,
        params: emailTemplateKeyParam,
        querystring: emailTemplateLanguageQuery,
        body: emailTemplateBody,
        response: { 200: renderedEmail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => previewTemplate(request.params.key, request.query.language, request.body),
  );
};
