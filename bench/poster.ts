import sharp from 'sharp';

/** A poster with detail everywhere (a gradient under a repeated pattern), written as a PNG of `width` × `height` px. */
export async function writePoster(file: string, width: number, height: number) {
  const cell = await sharp({ create: { width: 250, height: 250, channels: 3, background: '#ffffff' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="250" height="250"><circle cx="125" cy="125" r="90" fill="#c0392b"/><rect x="20" y="20" width="60" height="60" fill="#2471a3"/><text x="30" y="230" font-size="40" fill="#111">EAUM</text></svg>') }])
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: '#f4d03f' }, limitInputPixels: false })
    .composite([{ input: cell, tile: true, blend: 'multiply' }])
    .png({ compressionLevel: 1 })
    .toFile(file);
}
