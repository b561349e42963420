import { type Expression, sql, type SqlBool } from 'kysely';
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

/** Counting a word's terms stops here: past it, the word is common, whatever its exact count. */
const COUNT_CAP = 1000;

const termsStartingWith = (db: DbOrTrx, word: string) =>
  db.selectFrom('user_search_terms').select('user_search_terms.user_id').where('term', '>=', word).where('term', '<', `${word}${TOP}`);

async function cappedCount(db: DbOrTrx, word: string): Promise<number> {
  const rows = await termsStartingWith(db, word).limit(COUNT_CAP).execute();
  return rows.length;
}

/** Narrows a query over a table with a `user_id` column to the users a search matches. */
export type UserFilter = <Q extends { where: (expression: Expression<SqlBool>) => Q }>(query: Q, userIdColumn: string) => Q;

/**
 * The users a search matches (none given: everyone, `undefined`): every word of it is the start of one of their terms. The rarest
 * word picks the candidates through the terms' primary key (a range per prefix); each other word
 * is then checked among the candidate's own few terms, through the user_id index.
 */
export async function searchFilter(db: DbOrTrx, search: string | undefined): Promise<UserFilter | undefined> {
  const words = wordsOf([search]).slice(0, WORDS_MAX);
  if (words.length === 0) return undefined;
  const counts = await Promise.all(words.map((word) => cappedCount(db, word)));
  const [rarest, ...others] = words.map((word, index) => ({ word, count: counts[index]! })).sort((a, b) => a.count - b.count).map(({ word }) => word);
  return (query, userIdColumn) => {
    const user = sql.ref(userIdColumn);
    let narrowed = query.where(sql<SqlBool>`${user} in (${termsStartingWith(db, rarest!)})`);
    for (const word of others) {
      narrowed = narrowed.where(
        sql<SqlBool>`exists (select 1 from user_search_terms t where t.user_id = ${user} and substr(t.term, 1, ${[...word].length}) = ${word})`,
      );
    }
    return narrowed;
  };
}
