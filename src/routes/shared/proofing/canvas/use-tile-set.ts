import { useEffect, useState } from 'react';
import { getTileSet } from '../../../../api/annotations';
import type { TileSet } from '../../../../api/contract';

/** How often a version whose tiles are being made is asked again, and for how long at most. */
const POLL_MS = 3000;
const POLLS_MAX = 100;

/**
 * The version's deep-zoom tiles: asked once, and again while the server is still making them.
 * null until the first answer, and when the tiles cannot be read (the preview is shown instead).
 */
export function useTileSet(versionId: number, enabled: boolean) {
  const [tiles, setTiles] = useState<TileSet | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = (polls: number) => {
      getTileSet(versionId)
        .then((set) => {
          if (!live) return;
          setTiles(set);
          if (set.status === 'pending' && polls < POLLS_MAX) timer = setTimeout(() => ask(polls + 1), POLL_MS);
        })
        .catch(() => live && setTiles(null));
    };
    ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [versionId, enabled]);
  return tiles;
}

/** Deep zoom needs a canvas to draw on: where there is none (a page read without a browser), the preview stays. */
export const canDrawDeepZoom = () => typeof window !== 'undefined' && typeof window.CanvasRenderingContext2D === 'function';
