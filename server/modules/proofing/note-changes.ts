import type { DifferencePage } from '../../../src/api/contract';
import type { DbOrTrx } from '../../db/schema';
import type { VersionRow } from '../../db/tables/artwork';
import { annotationsShownWith, type PlacedAnnotation } from './annotations-repository';
import { overlaps } from './difference';

type NotePlace = { page: number; x: number; y: number; w: number; h: number };

/** A changed region by its number (counted across the pages) and its page. */
export interface RegionAt {
  number: number;
  page: number;
}

/**
 * The changed regions that overlap a note's place on its page, by number: none when its place is
 * unchanged. What the compare screen marks "changed here", and the decision email and the proof
 * report list, comes from here.
 */
export const regionsAtNote = (pages: readonly DifferencePage[], place: NotePlace): RegionAt[] =>
  pages.filter((page) => page.page === place.page).flatMap((page) => page.regions.filter((region) => overlaps(place, region)).map((region) => ({ number: region.number, page: page.page })));

/** The notes carried to a version from the company's earlier versions: still open, or resolved while this version was reviewed. */
export const carriedNotesOf = async (db: DbOrTrx, version: VersionRow): Promise<PlacedAnnotation[]> => (await annotationsShownWith(db, version)).filter((row) => row.version_id !== version.id);
