import { DECISION_NOTES_TEXTS, PDF_FRAGMENTS, placeOf, PRINT_POSITION_TEXTS, printPositionOf, printPositionText, PROOF_REPORT_TEXTS, type Annotation, type Place, type PrintSize } from '../../../api/contract';
import { t } from '../../../i18n';

/** A version's annotation as the notes panel and the artwork show it: under the number it was given, as the email and the proof report number it. */
export interface Note {
  number: number;
  annotation: Annotation;
  /** Its place on its page, as fractions of the page's width and height. */
  place: Place;
  /** Placed on a PDF, whose places name their page. */
  paged: boolean;
}

/** The annotations of a version, each under the number the server gave it when it was placed (kept on every version). */
export function numberedNotes(annotations: readonly Annotation[]): Note[] {
  return annotations.map((annotation) => {
    const place = placeOf(annotation.target.selector);
    return {
      number: annotation.number,
      annotation,
      place: typeof place === 'string' ? { page: annotation.page, x: 0, y: 0, w: 0, h: 0 } : place,
      paged: annotation.target.selector.conformsTo === PDF_FRAGMENTS,
    };
  });
}

/** "12 mm from the left trim, 40 mm from the top" at the printed size; without one, only a PDF's page. */
export function placeText(note: Note, size: PrintSize | null): string | null {
  if (size) return printPositionText(printPositionOf(note.place, size, note.paged), t);
  return note.paged ? t(PRINT_POSITION_TEXTS.page, { page: note.place.page }) : null;
}

/** "from v1" for a note carried from an earlier version, else null. */
export function carriedText(annotation: Annotation): string | null {
  const version = annotation.carriedFrom?.version;
  return version === undefined || version === null ? null : t(DECISION_NOTES_TEXTS.fromVersion, { version });
}

/** Who wrote it: the account's name, or how the report names an account since deleted. */
export const authorOf = (item: { creator?: { name: string } }) => item.creator?.name ?? t(PROOF_REPORT_TEXTS.someone);
