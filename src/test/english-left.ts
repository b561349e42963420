import * as CONTRACT from '../api/contract';
import { APP_TITLE } from '../api/contract';
import { CATALOG_SOURCES } from '../api/contract/i18n/catalogs';
import type { Locale } from '../api/contract/i18n/locales';
import { isStaffLocale, staffCatalogSource } from '../api/contract/i18n/staff-catalogs';
import { textsOf } from '../i18n/pick';
import { AUTH_TEXTS } from '../routes/auth/auth-texts';
import { PASSWORD_FIELD_TEXTS } from '../routes/shared/password-field-texts';
import { PROOF_CANVAS_TEXTS } from '../routes/shared/proofing/canvas/proof-canvas-texts';

/** The contract's texts: its records named in capitals. */
const CONTRACT_TEXTS = Object.entries(CONTRACT).filter(([name]) => /^[A-Z][A-Z0-9_]+$/.test(name)).map(([, texts]) => texts);

/** The product's name and the sample values an email preview fills in: names, not words. */
const samplesOf = (texts: unknown): string[] =>
  texts && typeof texts === 'object' ? Object.entries(texts).flatMap(([key, value]) => (key === 'sample' && typeof value === 'string' ? [value] : samplesOf(value))) : [];
const NAMES = new Set([APP_TITLE, ...samplesOf(CONTRACT_TEXTS)]);

/** Every English text the product defines that a screen shows as written (no values, not a path). */
const ENGLISH = new Set(
  textsOf([...CONTRACT_TEXTS, AUTH_TEXTS, PASSWORD_FIELD_TEXTS, PROOF_CANVAS_TEXTS])
    .map((text) => text.trim())
    .filter((text) => /[a-z]{2}/i.test(text) && !text.includes('{') && !text.startsWith('/') && !NAMES.has(text)),
);

const LABELS = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];

/**
 * What a screen shown in another language still shows in English: each text and label that is an
 * English text of the product which that language's catalogs do not hold (one they hold is its
 * translation, even where the words are the same, "Name" or "Status"). None means the screen speaks
 * the language.
 */
export function englishLeft(root: Element, locale: Locale): string[] {
  const catalog = { ...CATALOG_SOURCES[locale], ...(isStaffLocale(locale) ? staffCatalogSource(locale) : {}) };
  const shown = new Set<string>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) shown.add(node.textContent!.trim());
    else for (const name of LABELS) shown.add((node as Element).getAttribute(name)?.trim() ?? '');
  }
  return [...shown].filter((text) => ENGLISH.has(text) && !(text in catalog)).sort();
}
