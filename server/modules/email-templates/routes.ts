import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailTemplate, emailTemplateBody, emailTemplateKeyParam, emailTemplateList, renderedEmail } from '../../../src/api/contract';
import { errorResponses } from '../../lib/error-responses';
import { currentUser } from '../../plugins/auth';
import { getTemplate, listTemplates, previewTemplate, resetTemplate, updateTemplate } from './service';

/** The editable email templates: read, edit, preview with sample values, and reset to default. */
export const emailTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'manageEmailTemplates' } as const;
  const tags = ['email-templates'];

  app.get('/email-templates', { config, schema: { tags, response: { 200: emailTemplateList, ...errorResponses(401, 403) } } }, async () => ({
    templates: await listTemplates(app.db),
  }));

  app.get(
    '/email-template/:key',
    { config, schema: { tags, params: emailTemplateKeyParam, response: { 200: emailTemplate, ...errorResponses(401, 403, 404) } } },
    (request) => getTemplate(app.db, request.params.key),
  );

  app.put(
    '/email-template/:key',
    {
      config,
      schema: { tags, params: emailTemplateKeyParam, body: emailTemplateBody, response: { 200: emailTemplate, ...errorResponses(400, 401, 403, 404) } },
    },
    (request) => updateTemplate(app.db, currentUser(request).id, request.params.key, request.body),
  );

  app.delete(
    '/email-template/:key',
    { config, schema: { tags, params: emailTemplateKeyParam, response: { 200: emailTemplate, ...errorResponses(401, 403, 404) } } },
    (request) => resetTemplate(app.db, currentUser(request).id, request.params.key),
  );

  app.post(
    '/email-template/:key/preview',
    {
      config,
      schema: { tags, params: emailTemplateKeyParam, body: emailTemplateBody, response: { 200: renderedEmail, ...errorResponses(400, 401, 403, 404) } },
    },
    async (request) => previewTemplate(request.params.key, request.body),
  );
};
