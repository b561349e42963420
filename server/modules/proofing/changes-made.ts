import { DIFFERENCE_TEXTS } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { foundDifferenceOf } from './differences-service';
import { carriedNotesOf, type RegionAt, regionsAtNote } from './note-changes';
import type { Translate } from '../../../src/api/contract/i18n/translate';

/** Which notes carried from the version before a version were acted on, and where; or why that is not known. */
export type ChangesMade =
  | { status: 'none' }
  | { status: 'pending' | 'failed'; base: number }
  | { status: 'ready'; base: number; version: number; notes: { number: number; body: string; regions: RegionAt[] }[] };

/** A version's carried notes, each with the changed regions at its place, once its difference is found (read only: nothing is queued). */
export async function changesMadeOn(db: DbOrTrx, version: VersionRow): Promise<ChangesMade> {
  const found = await foundDifferenceOf(db, version);
  if (found.status === 'none' || !found.base) return { status: 'none' };
  if (found.status !== 'ready') return { status: found.status, base: found.base.version };
  const notes = (await carriedNotesOf(db, version)).map((row) => ({ number: row.number, body: row.body, regions: regionsAtNote(found.pages, row) }));
  notes.sort((a, b) => a.number - b.number);
  return { status: 'ready', base: found.base.version, version: version.submission ?? version.version, notes };
}

/** "changed here (region 2, page 1)" or "unchanged here". */
export const changeWords = (regions: readonly RegionAt[], say: Translate) =>
  regions.length === 0
    ? say(DIFFERENCE_TEXTS.unchangedHere)
    : say(DIFFERENCE_TEXTS.changedAt, { regions: regions.map((region) => say(DIFFERENCE_TEXTS.regionAt, { number: region.number, page: region.page })).join('; ') });

/**
 * The list as the email and the report word it (`say`: in the reader's language): each note with
 * what happened at its place, or one line saying why it is not known.
 */
export function changesMadeLines(changes: ChangesMade, say: Translate): { heading: string | null; notes: { text: string; status: string }[]; plain: string | null } {
  switch (changes.status) {
    case 'none':
      return { heading: null, notes: [], plain: say(DIFFERENCE_TEXTS.firstVersion) };
    case 'pending':
      return { heading: null, notes: [], plain: say(DIFFERENCE_TEXTS.carriedPending, { base: changes.base }) };
    case 'failed':
      return { heading: null, notes: [], plain: say(DIFFERENCE_TEXTS.carriedFailed, { base: changes.base }) };
    case 'ready':
      if (changes.notes.length === 0) return { heading: null, notes: [], plain: say(DIFFERENCE_TEXTS.carriedNone, { base: changes.base }) };
      return {
        heading: say(DIFFERENCE_TEXTS.carriedHeading, { base: changes.base, version: changes.version, count: changes.notes.length }),
        notes: changes.notes.map((note) => ({ text: say(DIFFERENCE_TEXTS.carriedNote, { number: note.number, text: note.body }), status: changeWords(note.regions, say) })),
        plain: null,
      };
  }
}

/** The email's `changesMade`: the heading, then each note and what happened at its place, apart by a blank line. */
export function changesMadeText(changes: ChangesMade, say: Translate): string {
  const { heading, notes, plain } = changesMadeLines(changes, say);
  return plain ?? [heading, ...notes.map((note) => `${note.text}\n${note.status}`)].join('\n\n');
}
