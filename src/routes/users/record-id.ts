import { ApiError } from '../../api/client';
import { MESSAGES } from '../../api/contract';

/** The record an address names: a whole number of 1 or more, else none. */
export function recordId(param: string | undefined): number | null {
  const id = Number(param);
  return param !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}

/** Loads the record an address names; an address that names none is answered as the server would. */
export const loadRecord =
  <Row>(get: (id: number) => Promise<Row>) =>
  (id: number): Promise<Row> =>
    id > 0 ? get(id) : Promise.reject(new ApiError(404, MESSAGES.notFound));
