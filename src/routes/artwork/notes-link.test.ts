import { describe, expect, it } from 'vitest';
import { annotationPlacePath } from '../../api/contract';
import { notesLinkOf } from './notes-link';

const searchOf = (path: string) => Object.fromEntries(new URL(path, 'https://proof.example').searchParams);

describe('the link an email’s note leads to', () => {
  it('names the version and the note of annotationPlacePath, as numbers or as the router parses them', () => {
    expect(notesLinkOf(searchOf(annotationPlacePath(44, 3)))).toEqual({ versionId: 44, annotationId: 3 });
    expect(notesLinkOf({ version: 44, annotation: 3 })).toEqual({ versionId: 44, annotationId: 3 });
  });

  it('names no version without a whole positive one, and no note when the note is not one', () => {
    for (const version of [undefined, '', 'abc', '0', '-4', '4.5', '1e400', '9007199254740993']) expect(notesLinkOf({ version, annotation: 3 })).toBeNull();
    expect(notesLinkOf({ version: '44', annotation: 'x' })).toEqual({ versionId: 44, annotationId: null });
    expect(notesLinkOf({ version: '44' })).toEqual({ versionId: 44, annotationId: null });
  });
});
