import * as z from 'zod/mini';

/**
 * A minute's plain link to one file (the browser then streams it to disk rather than into the
 * page): its URL carries a ticket that stands for the session's token on that one path.
 */
export const downloadLink = z.object({ url: z.string() });
export type DownloadLink = z.infer<typeof downloadLink>;
