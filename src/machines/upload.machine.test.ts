import { describe, expect, it } from 'vitest';
import { ARTWORK_MESSAGES, FINDING_WORDS, formatRefusal } from '../api/contract';
import { findingText } from '../api/contract/i18n/finding-text';
import { refusalOf } from './upload.machine';

// The machine's paths are driven through the drop zone in routes/artwork/RequirementUpload.test.tsx.

const file = (name: string, bytes: number) => new File(['x'.repeat(bytes)], name);

describe('a file refused before any byte is sent', () => {
  it('takes every ending of an accepted format, in any case', () => {
    for (const name of ['wall.jpg', 'wall.JPEG', 'wall.tif', 'wall.TIFF', 'logo.Svg']) expect(refusalOf(file(name, 3), ['jpg', 'tiff', 'svg'], 10)).toBeNull();
  });

  it('refuses another ending, naming what the requirement takes and what the file is, as the server does', () => {
    expect(refusalOf(file('wall.jpg.php', 3), ['jpg', 'pdf'], 10)).toEqual(FINDING_WORDS.formatNotAccepted(null, ['JPG', 'PDF']));
    expect(findingText(FINDING_WORDS.formatNotAccepted(null, ['PNG']))).toBe('This requirement accepts PNG files; this file is none of them. Export it as that.');
    expect(refusalOf(file('wall.TIF', 3), ['jpg', 'pdf'], 10)).toEqual(FINDING_WORDS.formatNotAccepted('TIFF', ['JPG', 'PDF']));
    expect(findingText(FINDING_WORDS.formatNotAccepted('TIFF', ['JPG', 'PDF']))).toBe('This requirement accepts JPG or PDF files; this file is a TIFF. Export it as one of those.');
    expect(refusalOf(file('wall.webp', 3), ['png', 'jpg', 'pdf'], 10)).toEqual(formatRefusal('webp', ['png', 'jpg', 'pdf']));
    expect(findingText(formatRefusal('webp', ['png', 'jpg', 'pdf'])!)).toBe('This requirement accepts PNG, JPG or PDF files; this file is a WebP. Export it as one of those.');
  });

  it('refuses a file over the requirement’s limit, and an empty one', () => {
    expect(refusalOf(file('wall.png', 11), ['png'], 10)).toEqual(FINDING_WORDS.fileTooLarge(10));
    expect(findingText(FINDING_WORDS.fileTooLarge(200 * 1024 * 1024))).toBe('The file is larger than the 200 MB this requirement accepts.');
    expect(refusalOf(file('wall.png', 10), ['png'], 10)).toBeNull();
    expect(refusalOf(file('wall.png', 0), ['png'], 10)).toBe(ARTWORK_MESSAGES.fileEmpty);
  });
});
