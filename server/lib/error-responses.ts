import { errorBody } from '../../src/api/contract';

/** Response schemas for a route's error statuses: each is the `{message, errors?}` body. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof errorBody> {
  return Object.fromEntries(statuses.map((status) => [status, errorBody])) as Record<S, typeof errorBody>;
}
