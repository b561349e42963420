import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentScore, fold, fragmentsOf, searchWords, typosAllowed, typosToStart, WORDS_MAX } from './matching';

const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 6, maxLength: 14 });

/** A word with one letter changed, added or taken away, somewhere. */
const withOneTypo = letters.chain((word) =>
  fc.record({
    word: fc.constant(word),
    at: fc.nat({ max: word.length - 1 }),
    kind: fc.constantFrom('change', 'add', 'remove'),
    letter: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
  }),
);
const typed = ({ word, at, kind, letter }: { word: string; at: number; kind: string; letter: string }) =>
  kind === 'change' ? word.slice(0, at) + letter + word.slice(at + 1) : kind === 'add' ? word.slice(0, at) + letter + word.slice(at) : word.slice(0, at) + word.slice(at + 1);

describe('search matching', () => {
  it('folds case and accents, and keeps the first distinct words of a search', () => {
    expect(fold('Zoë ÅNGSTRÖM')).toBe('zoe angstrom');
    expect(searchWords('Tech-Expo, tech EXPO 2026!')).toEqual(['tech', 'expo', '2026']);
    expect(searchWords('a b c d e f g h')).toHaveLength(WORDS_MAX);
    expect(searchWords(' !! ')).toEqual([]);
  });

  it('forgives no typo up to 4 letters, one up to 8, two from 9', () => {
    expect(['expo', 'exibi', 'exibitor', 'exibitors'].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });

  it('counts typos to the nearest start of a word', () => {
    expect(typosToStart('exibitor', 'exhibitor', 2)).toBe(1);
    expect(typosToStart('exibit', 'exhibitor', 2)).toBe(1);
    expect(typosToStart('exhibtior', 'exhibitor', 2)).toBe(1);
    expect(typosToStart('tech', 'technology', 2)).toBe(0);
    expect(typosToStart('qqqqqqqq', 'exhibitor', 2)).toBe(3);
  });

  it('a word with one typo still holds a piece of the word meant, and is one typo from its start', () => {
    fc.assert(
      fc.property(withOneTypo, (typo) => {
        const search = typed(typo);
        fc.pre([...search].length >= 6);
        expect(fragmentsOf(search).some((piece) => typo.word.includes(piece))).toBe(true);
        expect(typosToStart(search, typo.word, typosAllowed(search))).toBeLessThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });

  it('scores a document only when every word matches, a title that starts with the search first', () => {
    const expo = { title: 'Tech Expo', body: 'Tech Expo Hall A Berlin' };
    expect(documentScore(['tech', 'ex'], expo)).toBeGreaterThan(documentScore(['ex', 'tech'], expo));
    expect(documentScore(['tech', 'ex'], { title: 'Central Tech Expo', body: 'Central Tech Expo' })).toBeLessThan(documentScore(['tech', 'ex'], expo));
    expect(documentScore(['tech', 'garden'], expo)).toBe(0);
    expect(documentScore(['ech'], expo)).toBeGreaterThan(0);
    expect(documentScore(['ec'], expo)).toBe(0);
  });
});
