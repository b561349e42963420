import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { pseudoText } from './pseudo.ts';

/** A catalog as written: the English message → its translation, both ICU MessageFormat. */
export type CatalogSource = Record<string, string>;
/** A catalog as the runtime reads it: parsed ahead, so no ICU parser is needed where it is shown. */
export type CompiledCatalog = Record<string, CompiledMessage>;

/** Compiles a catalog (the pseudo-locale: English with its literal text made pseudo). */
export function compileCatalog(source: CatalogSource, pseudo = false): CompiledCatalog {
  return Object.fromEntries(Object.entries(source).map(([id, message]) => [id, compileMessage(message, pseudo ? pseudoText : undefined)]));
}
