import type * as z from 'zod/mini';
import { ApiError } from './api-error';
import { errorBody, MESSAGES } from './contract';
import { reportSessionExpired } from './session-events';
import { HttpError, type ResponsePromise } from './http';

export { ApiError, messageOf } from './api-error';
export { http, type ResponsePromise } from './http';

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HttpError) {
    const { status } = error.response;
    if (status === 401 && error.request.headers.has('Authorization')) reportSessionExpired();
    const parsed = errorBody.safeParse(await error.response.json().catch(() => null));
    return parsed.success
      ? new ApiError(status, parsed.data.message, parsed.data.errors)
      : new ApiError(status, MESSAGES.somethingWrong);
  }
  return new ApiError(0, MESSAGES.networkError);
}

/** Runs a request and checks its answer against the contract's schema. */
export async function call<S extends z.ZodMiniType>(schema: S, request: () => ResponsePromise): Promise<z.infer<S>> {
  let body: unknown;
  try {
    body = await request().json();
  } catch (error) {
    throw await toApiError(error);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(0, MESSAGES.somethingWrong);
  return parsed.data;
}

/** Runs a request whose answer is a file (a CSV export): its bytes, and the file name the server gave. */
export async function callFile(request: () => ResponsePromise): Promise<{ blob: Blob; filename: string | null }> {
  try {
    const response = await request();
    const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
    return { blob: await response.blob(), filename };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** Runs a request whose answer has no body (a 204). */
export async function callEmpty(request: () => ResponsePromise): Promise<void> {
  try {
    await request();
  } catch (error) {
    throw await toApiError(error);
  }
}
