import { describe, expect, it } from 'vitest';
import { iccProfileName } from './icc-profile';

/** An ICC profile of a header and one tag table entry, its 'desc' tag after them. */
function profileWith(tag: Buffer): Buffer {
  const head = Buffer.alloc(144);
  head.writeUInt32BE(1, 128);
  head.write('desc', 132, 'latin1');
  head.writeUInt32BE(144, 136);
  head.writeUInt32BE(tag.length, 140);
  return Buffer.concat([head, tag]);
}

/** ICC v2: textDescriptionType, ASCII with its terminating NUL. */
function v2(name: string): Buffer {
  const tag = Buffer.alloc(12 + name.length + 1 + 79);
  tag.write('desc', 0, 'latin1');
  tag.writeUInt32BE(name.length + 1, 8);
  tag.write(name, 12, 'latin1');
  return tag;
}

/** ICC v4: multiLocalizedUnicodeType, one record of UTF-16 big-endian text. */
function v4(name: string): Buffer {
  const text = Buffer.from(name, 'utf16le').swap16();
  const tag = Buffer.alloc(28 + text.length);
  tag.write('mluc', 0, 'latin1');
  tag.writeUInt32BE(1, 8);
  tag.writeUInt32BE(12, 12);
  tag.write('enUS', 16, 'latin1');
  tag.writeUInt32BE(text.length, 20);
  tag.writeUInt32BE(28, 24);
  text.copy(tag, 28);
  return tag;
}

describe('the name of an ICC profile', () => {
  it('is read from its desc tag, in ICC v2 ASCII and v4 UTF-16', () => {
    expect(iccProfileName(profileWith(v2('U.S. Web Coated (SWOP) v2')))).toBe('U.S. Web Coated (SWOP) v2');
    expect(iccProfileName(profileWith(v4('Coated FOGRA39 (ISO 12647-2:2004) – Ü')))).toBe('Coated FOGRA39 (ISO 12647-2:2004) – Ü');
  });

  it('is null for a profile without a readable name', () => {
    expect(iccProfileName(Buffer.alloc(20))).toBeNull();
    expect(iccProfileName(profileWith(v2('')))).toBeNull();
    const noDesc = profileWith(v2('Name'));
    noDesc.write('cprt', 132, 'latin1');
    expect(iccProfileName(noDesc)).toBeNull();
  });
});
