/**
 * The pseudo-locale's text: every Latin letter accented, and 40 % more characters, so a screen
 * shown in it reveals what the code forgot to translate (it stays plain) and what a longer
 * language cuts off. Applied to a message's literal text only, never to its placeholders.
 */
const ACCENTED: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ç', d: 'ð', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'í', j: 'ĵ', k: 'ķ', l: 'ļ', m: 'ɱ',
  n: 'ñ', o: 'ó', p: 'þ', q: 'ǫ', r: 'ŕ', s: 'š', t: 'ţ', u: 'ú', v: 'ṽ', w: 'ŵ', x: 'ẋ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ç', D: 'Ð', E: 'É', F: 'Ƒ', G: 'Ĝ', H: 'Ĥ', I: 'Í', J: 'Ĵ', K: 'Ķ', L: 'Ļ', M: 'Ṁ',
  N: 'Ñ', O: 'Ó', P: 'Þ', Q: 'Ǫ', R: 'Ŕ', S: 'Š', T: 'Ţ', U: 'Ú', V: 'Ṽ', W: 'Ŵ', X: 'Ẋ', Y: 'Ý', Z: 'Ž',
};
/** How much longer than English the pseudo-locale's text is: German and French run 30 to 40 % longer. */
export const PSEUDO_GROWTH = 0.4;

export function pseudoText(text: string): string {
  if (text.trim() === '' || text === '#') return text;
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('');
  const extra = Math.ceil(text.length * PSEUDO_GROWTH);
  return `${accented}${'·'.repeat(extra)}`;
}
