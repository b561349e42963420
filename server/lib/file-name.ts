import { FILE_NAME_MAX } from '../../src/api/contract';

/** An extension worth keeping when a name is cut: a dot and up to ten characters, none a dot. */
const EXTENSION = /\.[^.]{1,10}$/u;

/**
 * A file name as it is stored, shown and downloaded: its last path part, without control
 * characters (NUL included), at most FILE_NAME_MAX characters (whole characters, never half of
 * one), a longer one cut before its extension; `fallback` when nothing is left.
 */
export function storedFileName(name: string, fallback: string): string {
  const last = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters (NUL included) are what goes
  const clean = last.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const characters = Array.from(clean);
  if (characters.length <= FILE_NAME_MAX) return clean || fallback;
  const extension = Array.from(EXTENSION.exec(clean)?.[0] ?? '');
  const stem = characters.slice(0, FILE_NAME_MAX - extension.length).join('').trimEnd();
  return stem + extension.join('') || fallback;
}
