import { MESSAGES } from '../../src/api/contract';

/** Every expected failure, its status and its default message: the one place codes meet statuses. */
const EXPECTED_ERRORS = {
  invalidRequest: [400, MESSAGES.invalidRequest],
  resetLinkInvalid: [400, MESSAGES.resetLinkInvalid],
  registrationLinkInvalid: [400, MESSAGES.registrationLinkInvalid],
  unauthenticated: [401, MESSAGES.pleaseLogin],
  invalidCredentials: [401, MESSAGES.invalidCredentials],
  forbidden: [403, MESSAGES.forbidden],
  accountInactive: [403, MESSAGES.accountInactive],
  notFound: [404, MESSAGES.notFound],
  emailTaken: [409, MESSAGES.emailTaken],
  tooLarge: [413, MESSAGES.payloadTooLarge],
  unsupportedMediaType: [415, MESSAGES.unsupportedMediaType],
  /** A conflict with what is stored; always thrown with its own message. */
  conflict: [409, MESSAGES.invalidRequest],
  tooManyAttempts: [429, MESSAGES.tooManyRequests],
} as const satisfies Record<string, readonly [number, string]>;

export type ErrorCode = keyof typeof EXPECTED_ERRORS;

export class AppError extends Error {
  override name = 'AppError';
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  /** Per-field messages, as validation errors carry them. */
  readonly errors?: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: { message?: string; headers?: Record<string, string>; errors?: Record<string, string> } = {},
  ) {
    const [statusCode, message] = EXPECTED_ERRORS[code];
    super(options.message ?? message);
    this.statusCode = statusCode;
    this.headers = options.headers ?? {};
    this.errors = options.errors;
  }
}
