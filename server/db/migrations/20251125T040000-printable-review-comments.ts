import type { Kysely } from 'kysely';

// eslint-disable-next-line no-control-regex -- control characters are what goes
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Review and reopen comments were taken with control characters (NUL, escape …) before they
 * passed the printable check every other text field passes; they went into the decision emails.
 * Such comments keep their text without them (tabs and line breaks stay). Read in pages by id.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const reviews = db as Kysely<{ artwork_reviews: { id: number; comment: string | null } }>;
  for (let after = 0; ; ) {
    const page = await reviews.selectFrom('artwork_reviews').select(['id', 'comment']).where('id', '>', after).where('comment', 'is not', null).orderBy('id').limit(1000).execute();
    if (page.length === 0) return;
    for (const { id, comment } of page) {
      const clean = comment!.replace(CONTROL, '').trim();
      if (clean !== comment) await reviews.updateTable('artwork_reviews').set({ comment: clean || null }).where('id', '=', id).execute();
    }
    after = page.at(-1)!.id;
  }
}

/** The characters removed are not kept anywhere: going back leaves the comments clean. */
export async function down(): Promise<void> {}
