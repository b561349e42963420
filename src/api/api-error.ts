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

/**
 * The message to show for a failure: the server's, else the screen's fallback. Apart from the
 * client, so that what shows a failure does not bring the client (and the contract's schemas) along.
 */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 && error.message ? error.message : fallback;
}
