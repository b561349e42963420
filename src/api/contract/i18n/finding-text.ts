import { FINDING_MESSAGES, type FindingWords } from '../texts/finding-words';
import { findingValuesIn } from './lists';
import { translate } from './translate';

/**
 * A finding's sentence in English: what reports, exports and search keep, and what a report stored
 * before findings had words shows. The server's and the tests' (the browser shows a finding from its
 * reader's catalog: src/i18n/findings.ts).
 */
export const findingText = (words: FindingWords) => translate('en', FINDING_MESSAGES[words.key], findingValuesIn('en', words));

/** A finding with figures: its English sentence, and its key and values, which word it in the reader's language. */
export const worded = (words: FindingWords) => ({ message: findingText(words), words });
