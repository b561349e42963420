/**
 * How a search matches a document, the same on both databases: the index finds candidates, and
 * these rules decide which of them match and in what order.
 *
 * Every word of the search must match a word of the document: as its start ("tech ex" finds
 * "Tech Expo"), inside it (3 letters or more), or, for a word of 5 letters or more, within a typo
 * or two of its start ("exibitor" finds "Exhibitor"; a typo is a letter missing, added, changed,
 * or two letters swapped).
 */

/** A search of more words than this matches on its first ones. */
export const WORDS_MAX = 6;
/** Longer words are cut: their start finds the same documents. */
export const WORD_MAX = 32;
/** The shortest word the trigram indexes find inside other words. */
export const INDEXED_MIN = 3;

/** Lower case, without accents: how a search and a document are compared. */
export const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();

export const wordsOf = (text: string): string[] => fold(text).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The distinct words of a search, at most WORDS_MAX, each at most WORD_MAX letters. */
export function searchWords(query: string): string[] {
  return [...new Set(wordsOf(query).map((word) => [...word].slice(0, WORD_MAX).join('')))].slice(0, WORDS_MAX);
}

const lengthOf = (word: string) => [...word].length;

/** Typos forgiven in a word of the search: none up to 4 letters, one up to 8, then two. */
export function typosAllowed(word: string): number {
  const length = lengthOf(word);
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Pieces of a search word, each of INDEXED_MIN letters or more, at least one of which any word
 * within its allowed typos contains unchanged: k typos touch at most k of k + 1 pieces. A word of 5
 * letters is too short to cut in two such pieces; its trigrams stand in (a typo in the middle letter
 * escapes them, and the index will not find that one).
 */
export function fragmentsOf(word: string): string[] {
  const letters = [...word];
  const typos = typosAllowed(word);
  if (typos === 0) return [word];
  const pieces = typos + 1;
  if (letters.length < pieces * INDEXED_MIN) {
    return [...new Set(letters.slice(0, -2).map((_, index) => letters.slice(index, index + INDEXED_MIN).join('')))];
  }
  return Array.from({ length: pieces }, (_, index) =>
    letters.slice(Math.floor((index * letters.length) / pieces), Math.floor(((index + 1) * letters.length) / pieces)).join(''),
  );
}

/**
 * The fewest typos (optimal string alignment) between `word` and the nearest start of `target`:
 * "exibit" is one from "exhibitor". Stops early once every alignment needs more than `max`.
 */
export function typosToStart(word: string, target: string, max: number): number {
  const a = [...word];
  const b = [...target];
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
    }
    if (Math.min(...current) > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(...previous);
}

/** How well one search word matches a document's words: 3 a word's start, 2 inside a word, less with typos, 0 not at all. */
export function wordScore(word: string, documentWords: readonly string[]): number {
  if (documentWords.some((candidate) => candidate.startsWith(word))) return 3;
  if (lengthOf(word) >= INDEXED_MIN && documentWords.some((candidate) => candidate.includes(word))) return 2;
  const allowed = typosAllowed(word);
  if (allowed === 0) return 0;
  const fewest = Math.min(...documentWords.map((candidate) => typosToStart(word, candidate, allowed)));
  return fewest <= allowed ? 1.5 - fewest / 2 : 0;
}

/**
 * A document's score for a search, or 0 when some word of it does not match. A title that starts
 * with the search, or with its first word, comes first.
 */
export function documentScore(words: readonly string[], document: { title: string; body: string }): number {
  const documentWords = wordsOf(document.body);
  let score = 0;
  for (const word of words) {
    const matched = wordScore(word, documentWords);
    if (matched === 0) return 0;
    score += matched;
  }
  const title = wordsOf(document.title).join(' ');
  if (title.startsWith(words.join(' '))) score += 2;
  else if (title.startsWith(words[0]!)) score += 1;
  return score;
}
