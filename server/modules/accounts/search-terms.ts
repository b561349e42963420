import type { DbOrTrx } from '../../db/schema';

/** Longer words are cut: a prefix of this length finds them all the same. */
const TERM_MAX = 64;
/** A search of more words than this matches on its first ones. */
const WORDS_MAX = 8;
/** Above every character: `term < word + TOP` keeps exactly the terms that start with `word`. */
const TOP = '\u{10FFFF}';

/** The lower-cased words of some texts: letters and digits, split on everything else. */
export function wordsOf(texts: readonly (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of (text ?? '').normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
      if (word) words.add(word.slice(0, TERM_MAX));
    }
  }
  return [...words];
}

/** A user's terms are replaced whole, in the transaction that changed what they are made of. */
export async function replaceSearchTerms(trx: DbOrTrx, userId: number, texts: readonly (string | null | undefined)[]): Promise<void> {
  await trx.deleteFrom('user_search_terms').where('user_id', '=', userId).execute();
  const terms = wordsOf(texts);
  if (terms.length > 0) await trx.insertInto('user_search_terms').values(terms.map((term) => ({ term, user_id: userId }))).execute();
}

/**
 * One subquery per word of the search, each the users with a term that starts with that word (a
 * range on the terms' primary key): a user matches when every word finds one of their terms.
 */
export function matchingUserQueries(db: DbOrTrx, search: string | undefined) {
  return wordsOf([search]).slice(0, WORDS_MAX).map((word) =>
    db.selectFrom('user_search_terms').select('user_search_terms.user_id').where('term', '>=', word).where('term', '<', `${word}${TOP}`),
  );
}
