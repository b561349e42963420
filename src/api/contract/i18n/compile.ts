import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { pseudoText } from './pseudo.ts';

/** A catalog as written: the English message → its translation, both ICU MessageFormat. */
export type CatalogSource = Record<string, string>;
/** A catalog as the runtime reads it: parsed ahead, so no ICU parser is needed where it is shown. */
export type CompiledCatalog = Record<string, CompiledMessage>;

/** Whether a compiled message shows its key as it is written: plain text, no values. */
const shownAsWritten = (id: string, message: CompiledMessage) => (message as unknown) === id || (Array.isArray(message) && message.length === 1 && message[0] === id);

/**
 * The English catalog the browser fetches: only the messages that take values. A message shown as
 * its English key reads as written without an entry (the screens' translator answers a missing
 * message with its key), so the first download does not grow with every screen brought in.
 */
export const valuesOnly = (catalog: CompiledCatalog): CompiledCatalog => Object.fromEntries(Object.entries(catalog).filter(([id, message]) => !shownAsWritten(id, message)));

/** Compiles a catalog (the pseudo-locale: English with its literal text made pseudo). */
export function compileCatalog(source: CatalogSource, pseudo = false): CompiledCatalog {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message, pseudo ? pseudoText : undefined)]));
}
