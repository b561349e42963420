import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { findingValuesIn } from '../../src/api/contract/i18n/lists';
import { FINDING_MESSAGES, type FindingWords } from '../../src/api/contract/texts/finding-words';

/**
 * A contract message in English with its values, as the screens show it (English is each message's
 * own key, decision 20). The journeys compile the one message they need: Playwright's loader does
 * not take the catalogs' JSON imports that `translate` reads.
 */
export function english(message: string, values?: Record<string, unknown>): string {
  const i18n = setupI18n({ locale: 'en', messages: { en: { [message]: compileMessage(message) } } });
  return i18n._(message, values);
}

/** A finding with figures in English, as the screens show it to an English reader. */
export const englishFinding = (words: FindingWords) => english(FINDING_MESSAGES[words.key], findingValuesIn('en', words));
