/** The public pages' address: where to go after sign-in, and an emailed link's token. */
export interface PublicSearch {
  redirect?: string;
  token?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Plain code rather than a schema, as the lists' (list-search.ts): the route table is in the first
 * download, and this keeps zod out of the sign-in page's. Anything but text is left out (named, as
 * undefined, so that the address's raw value does not show through): a mangled link still opens its
 * page, which then says what is missing.
 */
export function publicSearch(raw: Record<string, unknown>): PublicSearch {
  return { redirect: text(raw.redirect), token: text(raw.token) };
}
