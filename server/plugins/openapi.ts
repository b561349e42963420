import type { FastifyPluginAsync, RouteOptions } from 'fastify';
import * as z from 'zod/mini';
import { APP_TITLE } from '../../src/api/contract';
import { appPlugin } from './app-plugin';

interface DocumentedRoute {
  method: string;
  url: string;
  schema: { body?: z.ZodMiniType; querystring?: z.ZodMiniType; params?: z.ZodMiniType; response?: Record<string, z.ZodMiniType>; tags?: string[] };
  config: { public?: boolean; permission?: string };
}

const toJson = (schema: z.ZodMiniType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<string, unknown>;
  return json;
};

/** The fields of a params or querystring object, classic zod or zod/mini alike. */
function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toJson(schema, 'input') as { type?: string; properties?: Record<string, unknown>; required?: string[] };
  if (json.type !== 'object') return [];
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

function operation({ schema, config }: DocumentedRoute) {
  const responses = Object.fromEntries(
    Object.entries(schema.response ?? {}).map(([status, body]) => [
      status,
      { description: status.startsWith('2') ? 'Success' : 'Error', content: { 'application/json': { schema: toJson(body, 'output') } } },
    ]),
  );
  return {
    tags: schema.tags,
    ...(config.public ? {} : { security: [{ bearerAuth: [] }], 'x-permission': config.permission }),
    parameters: [...parameters(schema.params, 'path'), ...parameters(schema.querystring, 'query')],
    ...(schema.body ? { requestBody: { required: true, content: { 'application/json': { schema: toJson(schema.body, 'input') } } } } : {}),
    responses,
  };
}

function buildDocument(routes: DocumentedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    (paths[path] ??= {})[route.method.toLowerCase()] = operation(route);
  }
  return {
    openapi: '3.0.3',
    info: { title: APP_TITLE, version: '1' },
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

/** The OpenAPI document of every /api route, generated from the same zod schemas that validate them. */
export const openapiPlugin: FastifyPluginAsync = appPlugin('openapi', async (app) => {
  const routes: DocumentedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (!route.url.startsWith('/api/') || !route.schema) return;
    for (const method of methods) {
      routes.push({ method, url: route.url, schema: route.schema as DocumentedRoute['schema'], config: (route.config ?? {}) as DocumentedRoute['config'] });
    }
  });

  let document: ReturnType<typeof buildDocument> | undefined;
  // A document to read or hand to tools, not an answer to the app: it carries the document headers.
  app.get('/api/docs', { config: { public: true } }, async (_request, reply) => {
    reply.asDocument();
    return (document ??= buildDocument(routes));
  });
});
