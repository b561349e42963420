/** A long list in pieces, e.g. for IN lists every database driver takes. */
export function chunks<T>(items: readonly T[], size = 500): T[][] {
  const pieces: T[][] = [];
  for (let at = 0; at < items.length; at += size) pieces.push(items.slice(at, at + size));
  return pieces;
}

/** Runs `query` on each piece of `items` and joins the answers. */
export async function inChunks<T, R>(items: readonly T[], query: (piece: T[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (const piece of chunks(items)) rows.push(...(await query(piece)));
  return rows;
}
