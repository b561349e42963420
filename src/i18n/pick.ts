/** Some of a text record's texts, by key. */
export const pick = <T extends Record<string, unknown>, K extends keyof T>(texts: T, keys: readonly K[]): T[K][] => keys.map((key) => texts[key]);

/** Every text a record holds, nested records and lists too (functions are not texts). */
export function textsOf(texts: unknown): string[] {
  if (typeof texts === 'string') return [texts];
  if (texts && typeof texts === 'object') return Object.values(texts).flatMap(textsOf);
  return [];
}
