import { ERRORS } from '@tus/server';
import { ARTWORK_MESSAGES, type FindingWords } from '../../../src/api/contract';

/** A refusal as the API answers it: its status and plain message, and for one with figures its words in every language. */
export interface Refusal {
  status: number;
  message: string;
  words?: FindingWords;
}

/**
 * tus's own refusals in the API's words. An extension the store does not offer (parallel uploads,
 * a length given later) or a missing Upload-Offset is the client's mistake, a 400, not a server error.
 */
const TUS_REFUSALS = new Map<string, Refusal>([
  [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION.body, { status: 400, message: ARTWORK_MESSAGES.uploadConcatUnsupported }],
  [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION.body, { status: 400, message: ARTWORK_MESSAGES.uploadLengthRequired }],
  [ERRORS.INVALID_LENGTH.body, { status: 400, message: ARTWORK_MESSAGES.uploadLengthRequired }],
  [ERRORS.INVALID_METADATA.body, { status: 400, message: ARTWORK_MESSAGES.uploadMetadataRequired }],
  // tus says 403; a header left out is a malformed request.
  [ERRORS.MISSING_OFFSET.body, { status: 400, message: ARTWORK_MESSAGES.uploadOffsetRequired }],
]);

/** tus's refusals of bytes past the length an upload declared (told by Content-Length, or found while streaming). */
export const PAST_LENGTH = new Set<string>([ERRORS.ERR_SIZE_EXCEEDED.body, ERRORS.ERR_MAX_SIZE_EXCEEDED.body]);

/** What a tus error says: one of the API's own (a JSON body), one of tus's in the API's words, or its text. */
export function refusalOf(error: { status_code: number; body: string }): Refusal {
  if (error.body.startsWith('{')) return { status: error.status_code, ...(JSON.parse(error.body) as { message: string; words?: FindingWords }) };
  return TUS_REFUSALS.get(error.body) ?? { status: error.status_code, message: error.body.trim() };
}

/** tus answers a missing Tus-Resumable and headers it cannot read itself, in plain text: the same in the API's words. */
function refusalOfText(status: number, text: string): Refusal {
  if (status === 412) return { status, message: ARTWORK_MESSAGES.uploadProtocolRequired };
  const invalid = /^Invalid (.+)$/.exec(text);
  if (status === 400 && invalid) {
    const names = invalid[1]!.split(' ');
    if (names.includes('upload-metadata')) return { status, message: ARTWORK_MESSAGES.uploadMetadataRequired };
    if (names.includes('upload-length')) return { status, message: ARTWORK_MESSAGES.uploadLengthRequired };
    return { status, message: ARTWORK_MESSAGES.uploadHeadersInvalid(names.join(', ')) };
  }
  return refusalOf({ status_code: status, body: text });
}

/**
 * Every refusal of the upload endpoint as the API's JSON `{ message }` with its JSON type (tus
 * writes its bodies as plain text); any other answer as it is.
 */
export async function asApiAnswer(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const { status, message, words } = refusalOfText(response.status, (await response.text()).trim());
  const body = JSON.stringify({ message, words });
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  headers.set('content-length', String(Buffer.byteLength(body)));
  return new Response(body, { status, headers });
}
