import * as z from 'zod/mini';
import { MESSAGES } from './texts';

/** The largest id a database integer holds. */
export const ID_MAX = 2_147_483_647;

/** A path's id: a positive whole number a database integer holds, else 400 with `message`. */
export const positiveId = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.regex(/^[1-9]\d{0,9}$/, message)),
    z.pipe(z.transform((value: string) => Number(value)), z.number().check(z.lte(ID_MAX, message))),
  );

export const idParam = z.object({ id: positiveId(MESSAGES.idInvalid) });
