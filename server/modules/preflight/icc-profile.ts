/**
 * The name an ICC colour profile gives itself: its 'desc' tag, as print tools show it ("Coated
 * FOGRA39 (ISO 12647-2:2004)", "sRGB IEC61966-2.1"). ICC v2 stores it as ASCII text, v4 as
 * UTF-16 records per language (the first is taken). null when the profile has no readable name.
 */
export function iccProfileName(profile: Buffer): string | null {
  if (profile.length < 132) return null;
  const tagCount = profile.readUInt32BE(128);
  for (let index = 0; index < tagCount; index += 1) {
    const entry = 132 + index * 12;
    if (entry + 12 > profile.length) return null;
    if (profile.toString('latin1', entry, entry + 4) !== 'desc') continue;
    const start = profile.readUInt32BE(entry + 4);
    const tag = profile.subarray(start, start + profile.readUInt32BE(entry + 8));
    return tag.length < 12 ? null : clean(descriptionOf(tag));
  }
  return null;
}

function descriptionOf(tag: Buffer): string {
  const type = tag.toString('latin1', 0, 4);
  if (type === 'desc') return tag.toString('latin1', 12, 12 + Math.min(tag.readUInt32BE(8), tag.length - 12));
  if (type === 'mluc' && tag.length >= 28) {
    const [length, offset] = [tag.readUInt32BE(20), tag.readUInt32BE(24)];
    const text = tag.subarray(offset, offset + length);
    // UTF-16 big-endian, as ICC writes it: swapped into the little-endian order Node decodes.
    return Buffer.from(text.subarray(0, text.length - (text.length % 2))).swap16().toString('utf16le');
  }
  return '';
}

const clean = (text: string) => text.replace(/\0.*$/s, '').trim() || null;
