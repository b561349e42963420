import * as CONTRACT from '../api/contract';
import { APP_TITLE } from '../api/contract';
import { textsOf } from '../i18n/pick';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { PASSWORD_FIELD_TEXTS } from '../routes/shared/password-field-texts';
import { PROOF_CANVAS_TEXTS } from '../routes/shared/proofing/canvas/proof-canvas-texts';

/**
 * What a screen shown in another language may not show in English, for the component tests
 * (english-left.ts) and the journeys alike: no JSON is read here, which Playwright's loader does
 * not take.
 */

/** The contract's texts: its records named in capitals. */
const CONTRACT_TEXTS = Object.entries(CONTRACT).filter(([name]) => /^[A-Z][A-Z0-9_]+$/.test(name)).map(([, texts]) => texts);

/** The product's name and the sample values an email preview fills in: names, not words. */
const samplesOf = (texts: unknown): string[] =>
  texts && typeof texts === 'object' ? Object.entries(texts).flatMap(([key, value]) => (key === 'sample' && typeof value === 'string' ? [value] : samplesOf(value))) : [];
const NAMES = new Set([APP_TITLE, ...samplesOf(CONTRACT_TEXTS)]);

/** Every English text the product defines that a screen shows as written: words (not "UTC" or "PDF"), no values, not a path. */
const ENGLISH_TEXTS: ReadonlySet<string> = new Set(
  textsOf([...CONTRACT_TEXTS, AUTH_TEXTS, PASSWORD_FIELD_TEXTS, PROOF_CANVAS_TEXTS])
    .map((text) => text.trim())
    .filter((text) => /[a-z]{2}/.test(text) && !text.includes('{') && !text.startsWith('/') && !NAMES.has(text)),
);

/**
 * Every text and label under `root` (the page's body when none is given), trimmed. Self-contained,
 * so that a journey can run it in the browser (`page.evaluate(shownTexts)`).
 */
export function shownTexts(root?: Element): string[] {
  const labels = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
  const top = root ?? document.body;
  const shown = new Set<string>();
  const walker = top.ownerDocument.createTreeWalker(top, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) shown.add(node.textContent!.trim());
    else for (const name of labels) shown.add((node as Element).getAttribute(name)?.trim() ?? '');
  }
  return [...shown];
}

/**
 * The texts shown that are English texts of the product which a language's catalogs (`catalog`:
 * English → translation) do not hold: a text they hold is its translation, even where the words
 * are the same ("Name", "Status"). None means the screen speaks the language.
 */
export const englishAmong = (shown: Iterable<string>, catalog: Record<string, string>): string[] =>
  [...new Set(shown)].filter((text) => ENGLISH_TEXTS.has(text) && !(text in catalog)).sort();
