import { getTileSet } from '../../../../api/annotations';
import type { TileSet } from '../../../../api/contract';
import { usePolled } from './use-polled';

const making = (set: TileSet) => set.status === 'pending';

/**
 * The version's deep-zoom tiles: asked once, and again while the server is still making them.
 * null until the first answer, and when the tiles cannot be read (the preview is shown instead).
 */
export const useTileSet = (versionId: number, enabled: boolean) => usePolled(getTileSet, versionId, enabled, making);

/** Deep zoom needs a canvas to draw on: where there is none (a page read without a browser), the preview stays. */
export const canDrawDeepZoom = () => typeof window !== 'undefined' && typeof window.CanvasRenderingContext2D === 'function';
