/** The company's page opened at a note (annotationPlacePath: `/?version=V&annotation=A`), as an email's note links to it. */
export interface NotesLink {
  versionId: number;
  annotationId: number | null;
}

const idOf = (value: unknown): number | null => {
  const id = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/** The version and note a page's search names, or null when it names no version. */
export function notesLinkOf(search: Record<string, unknown>): NotesLink | null {
  const versionId = idOf(search.version);
  return versionId === null ? null : { versionId, annotationId: idOf(search.annotation) };
}
