import type { FastifyError, FastifyPluginAsync } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorBody, MESSAGES } from '../../src/api/contract';
import { AppError } from '../lib/app-error';
import { appPlugin } from './app-plugin';

interface ErrorReply {
  status: number;
  body: ErrorBody;
  headers?: Record<string, string>;
}

/** Field errors from zod: `errors` names each field once, `message` is the first field's. */
function validationReply(issues: { instancePath: string; message?: string }[]): ErrorReply {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    // An issue about the whole body (not an object, say) carries zod's own wording: say it plainly.
    const message = field === '' ? MESSAGES.invalidRequest : (issue.message ?? MESSAGES.invalidRequest);
    errors[field === '' ? 'body' : field] ??= message;
  }
  return { status: 400, body: { message: Object.values(errors)[0] ?? MESSAGES.invalidRequest, errors } };
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.malformedJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.invalidRequest,
};

const STATUS_MESSAGES: Record<number, string> = {
  404: MESSAGES.notFound,
  413: MESSAGES.payloadTooLarge,
  415: MESSAGES.unsupportedMediaType,
  429: MESSAGES.tooManyRequests,
};

export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: { message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) return validationReply(error.validation);
  const { statusCode, code } = (error ?? {}) as Partial<FastifyError>;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    const message = (code && FRAMEWORK_MESSAGES[code]) ?? STATUS_MESSAGES[statusCode] ?? MESSAGES.invalidRequest;
    return { status: statusCode, body: { message } };
  }
  return { status: 500, body: { message: MESSAGES.serverError } };
}

/** Every error leaves as JSON `{message}`. A 5xx is logged in full and answered with no detail. */
export const errorsPlugin: FastifyPluginAsync = appPlugin('errors', async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, headers } = toErrorReply(error);
    if (status >= 500) request.log.error({ err: error }, 'Request failed');
    return reply.code(status).headers(headers ?? {}).send(body);
  });
});
