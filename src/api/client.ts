import ky, { HTTPError, type ResponsePromise } from 'ky';
import type * as z from 'zod/mini';
import { errorBody, MESSAGES } from './contract';
import { reportSessionExpired } from './session-events';
import { tokenStorage } from './token-storage';

/** Every failed call becomes this: the status and the message to show. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const http = ky.create({
  // Absolute, so that the same client runs where relative URLs do not (tests outside a browser).
  prefixUrl: `${globalThis.location?.origin ?? ''}/api`,
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = tokenStorage.get();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
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

/** The message to show for a failure: the server's, else the screen's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
