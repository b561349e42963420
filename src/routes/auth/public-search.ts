/** The public pages' address: where to go after sign-in, and an emailed link's token. */
export interface PublicSearch {
  redirect?: string;
  token?: string;
}

const text = <K extends string>(name: K, value: unknown) => (typeof value === 'string' ? ({ [name]: value } as Record<K, string>) : {});

/**
 * Plain code rather than a schema, as the lists' (list-search.ts): the route table is in the first
 * download, and this keeps zod out of the sign-in page's. Anything but text is left out: a mangled
 * link still opens its page, which then says what is missing.
 */
export function publicSearch(raw: Record<string, unknown>): PublicSearch {
  return { ...text('redirect', raw.redirect), ...text('token', raw.token) };
}
