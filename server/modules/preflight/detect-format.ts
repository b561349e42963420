import { fileTypeFromFile } from 'file-type';
import { open } from 'node:fs/promises';
import type { ArtworkFormat } from '../../../src/api/contract';

const BY_EXTENSION: Record<string, { format: ArtworkFormat; mime: string }> = {
  png: { format: 'png', mime: 'image/png' },
  jpg: { format: 'jpg', mime: 'image/jpeg' },
  webp: { format: 'webp', mime: 'image/webp' },
  tif: { format: 'tiff', mime: 'image/tiff' },
  pdf: { format: 'pdf', mime: 'application/pdf' },
};

const SVG_SNIFF_BYTES = 64 * 1024;

/** Whether a text starts, past its XML prologue (declaration, comments, doctype), with an <svg> root. */
export function looksLikeSvg(text: string): boolean {
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '');
  return /^\s*<svg[\s>]/.test(rest);
}

/**
 * What a file is, by its bytes (magic numbers; for SVG, its text), never by its name. null: not
 * one of the six formats artwork may be.
 */
export async function detectFormat(file: string): Promise<{ format: ArtworkFormat; mime: string } | null> {
  const found = await fileTypeFromFile(file);
  // An SVG may be read as XML; anything else found is what it is.
  if (found && found.ext !== 'xml') return BY_EXTENSION[found.ext] ?? null;
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SVG_SNIFF_BYTES), 0, SVG_SNIFF_BYTES, 0);
    return looksLikeSvg(buffer.subarray(0, bytesRead).toString('utf8')) ? { format: 'svg', mime: 'image/svg+xml' } : null;
  } finally {
    await handle.close();
  }
}
