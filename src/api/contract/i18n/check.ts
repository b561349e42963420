import { parse, type Token } from '@messageformat/parser';
import type { CatalogSource } from './compile';

/**
 * What keeps the catalogs whole (decision 20): every language has every English message, each
 * message parses as ICU MessageFormat, a translation takes the same values as its English
 * message, a plural has each form its language needs (Arabic six, Polish four), and every
 * glossary names every print term. Each problem is one line; none means the catalogs are whole.
 */

/** The values a message takes, each with how it is shown ("count:plural", "email:argument"). */
function placeholdersOf(tokens: readonly Token[], found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument') found.add(`${token.arg}:argument`);
    else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
    else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.add(`${token.arg}:${token.type}`);
      for (const choice of token.cases) placeholdersOf(choice.tokens, found);
    }
  }
  return found;
}

/** The plural and select choices of a message, nested ones too. */
function choicesOf(tokens: readonly Token[], found: Extract<Token, { cases: unknown }>[] = []) {
  for (const token of tokens) {
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.push(token);
      for (const choice of token.cases) choicesOf(choice.tokens, found);
    }
  }
  return found;
}

const parsed = (message: string): { tokens: Token[] } | { error: string } => {
  try {
    return { tokens: parse(message) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
};

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((item) => b.has(item));
const listed = (set: Set<string>) => [...set].sort().join(', ') || 'none';

/** Problems of one message in one language. */
function messageProblems(locale: string, english: Token[], message: string, label: string): string[] {
  const result = parsed(message);
  if ('error' in result) return [`${locale}: ${label} does not parse: ${result.error}`];
  const problems: string[] = [];
  const wanted = placeholdersOf(english);
  const given = placeholdersOf(result.tokens);
  if (!sameSet(wanted, given)) problems.push(`${locale}: ${label} takes ${listed(given)}; English takes ${listed(wanted)}`);
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const ordinals = new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories;
  for (const choice of choicesOf(result.tokens)) {
    const keys = new Set(choice.cases.map((c) => c.key));
    if (!keys.has('other')) problems.push(`${locale}: ${label}: {${choice.arg}, ${choice.type}} has no "other" form`);
    if (choice.type === 'select') continue;
    const needed = choice.type === 'plural' ? categories : ordinals;
    const lacking = needed.filter((category) => !keys.has(category));
    if (lacking.length > 0) problems.push(`${locale}: ${label}: {${choice.arg}, ${choice.type}} lacks the forms ${lacking.join(', ')}`);
  }
  return problems;
}

/**
 * `sources`: the English messages the screens and emails show. `catalogs`: each language's catalog
 * (English message → translation; English's own maps each message to itself).
 */
export function checkCatalogs(sources: readonly string[], catalogs: Record<string, CatalogSource>): string[] {
  const problems: string[] = [];
  const english = new Map<string, Token[]>();
  for (const source of new Set(sources)) {
    const result = parsed(source);
    if ('error' in result) problems.push(`en: "${source}" does not parse: ${result.error}`);
    else english.set(source, result.tokens);
  }
  for (const [locale, catalog] of Object.entries(catalogs)) {
    for (const source of new Set(sources)) {
      if (!(source in catalog)) problems.push(`${locale}: missing "${source}"`);
    }
    for (const [source, message] of Object.entries(catalog)) {
      const tokens = english.get(source);
      if (!tokens) {
        if (!sources.includes(source)) problems.push(`${locale}: "${source}" is no longer an English text (changed or removed): translate the new text`);
        continue;
      }
      if (message.trim() === '') problems.push(`${locale}: "${source}" is empty`);
      else problems.push(...messageProblems(locale, tokens, message, `"${source}"`));
    }
  }
  return problems;
}

/** Every language's glossary names each print term the English one does, none empty. */
export function checkGlossaries(glossaries: Record<string, Record<string, string>>): string[] {
  const terms = Object.keys(glossaries.en ?? {});
  if (terms.length === 0) return ['en: the glossary has no terms'];
  return Object.entries(glossaries).flatMap(([locale, glossary]) => [
    ...terms.filter((term) => !glossary[term]?.trim()).map((term) => `${locale}: the glossary lacks "${term}"`),
    ...Object.keys(glossary).filter((term) => !terms.includes(term)).map((term) => `${locale}: the glossary's "${term}" is not an English term`),
  ]);
}
