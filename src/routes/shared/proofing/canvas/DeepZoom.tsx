import { useEffect, useRef } from 'react';
import OpenSeadragon from 'openseadragon';
import type { DifferencePage, Place, TilePage } from '../../../../api/contract';
import { tokenStorage } from '../../../../api/token-storage';
import type { Note } from '../notes';
import { boxBetween, clampSpot, DRAWN_MARK, type Projection, type Spot, type View } from './projection';
import * as styles from './canvas.css';

export type DeepZoomProps = {
  page: TilePage;
  label: string;
  /** The notes on this page (drawn by the canvas above): the selected pin is brought into view. */
  notes: readonly Note[];
  selectedId: string | null;
  /** A place to pan and zoom to (a finding or a changed region chosen in its list), when it is on this page; each new object shows it again. */
  focus?: { place: Place } | null;
  /** A pin is placed by a click or tap, a box drawn by a drag; null while not placing. */
  tool: 'pin' | 'box' | null;
  onPointer: (spot: Spot | null) => void;
  /** The box being dragged out, as it grows; null once let go. */
  onDraft: (place: Place | null) => void;
  onPlace: (place: Place) => void;
  onView: (view: View | null) => void;
  /** The difference mask drawn over the page (its own pyramid, transparent where nothing changed); null: none shown. */
  mask?: DifferencePage['mask'] | null;
};

/**
 * OpenSeadragon adds a <style> that hides its canvas's focus ring on touch screens: the CSP refuses
 * inline styles but with the page's nonce (and the ring should stay for keyboards). An empty marker
 * of the same name, carrying the nonce, tells it the style is there already.
 */
function markMobileCss() {
  if (document.querySelector('style[data-openseadragon-mobile-css]')) return;
  const marker = document.createElement('style');
  marker.nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  marker.setAttribute('data-openseadragon-mobile-css', 'true');
  document.head.appendChild(marker);
}

/** OpenSeadragon reads a DZI descriptor given inline: its tiles sit beside the .dzi, in `{name}_files/`. */
function tileSourceOf(page: Pick<TilePage, 'dziUrl' | 'overlap' | 'tileSize' | 'width' | 'height'> & { format: string }) {
  return {
    Image: {
      xmlns: 'http://schemas.microsoft.com/deepzoom/2008',
      Url: page.dziUrl.replace(/\.dzi$/, '_files/'),
      Format: page.format,
      Overlap: String(page.overlap),
      TileSize: String(page.tileSize),
      Size: { Width: String(page.width), Height: String(page.height) },
    },
  };
}

/** How far a press may wander and still be a click or a tap, in screen pixels. */
const CLICK_PX = 6;

/** Round a chosen place, the view keeps this share of its size as margin, and treats a place as at least this share of the page. */
const FOCUS_MARGIN = 0.6;
const FOCUS_MIN = 0.04;

const inside = (spot: Spot) => spot.x >= 0 && spot.y >= 0 && spot.x <= 1 && spot.y <= 1;

/**
 * The artwork at deep zoom: OpenSeadragon over the page's tiles, read with the session's token,
 * down to the artwork's own pixels. Reports the pointer, a click or tap (a pin), a drag (a box)
 * and how the view projects the page, for the canvas to draw on.
 */
export default function DeepZoom({ page, label, notes, selectedId, focus = null, tool, onPointer, onDraft, onPlace, onView, mask = null }: DeepZoomProps) {
  const elementRef = useRef<HTMLDivElement>(null);
  const viewerRef = useRef<OpenSeadragon.Viewer | null>(null);
  const handlers = useRef({ onPointer, onDraft, onPlace, onView, tool });
  handlers.current = { onPointer, onDraft, onPlace, onView, tool };

  useEffect(() => {
    markMobileCss();
    const viewer = OpenSeadragon({
      element: elementRef.current!,
      tileSources: tileSourceOf(page),
      // Tiles are behind the session, as the version's file is: sent with its bearer token.
      loadTilesWithAjax: true,
      ajaxHeaders: { Authorization: `Bearer ${tokenStorage.get() ?? ''}` },
      showNavigationControl: false,
      gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
      gestureSettingsTouch: { clickToZoom: false, dblClickToZoom: true, pinchToZoom: true },
      // Down to the artwork's own pixels and beyond: a 20,000 px poster can be read at 100 %.
      maxZoomPixelRatio: 2,
      visibilityRatio: 0.5,
      preserveImageSizeOnResize: true,
    });
    viewerRef.current = viewer;
    // The artwork, named as the preview's image is; focusable, its arrow keys pan and +/- zoom.
    viewer.canvas.setAttribute('role', 'img');
    viewer.canvas.setAttribute('aria-label', label);

    const spotOf = (position: OpenSeadragon.Point): Spot => {
      const image = viewer.viewport.viewerElementToImageCoordinates(position);
      return { x: image.x / page.width, y: image.y / page.height };
    };
    const project: Projection = ({ x, y }) => {
      const point = viewer.viewport.imageToViewerElementCoordinates(new OpenSeadragon.Point(x * page.width, y * page.height));
      return { left: point.x, top: point.y };
    };
    const { viewport } = viewer;
    const publish = () =>
      handlers.current.onView({
        project,
        percent: Math.round(viewport.viewportToImageZoom(viewport.getZoom(false)) * 100),
        zoomBy: (factor) => viewport.zoomBy(factor),
        fit: () => viewport.goHome(),
        actualSize: () => viewport.zoomTo(viewport.imageToViewportZoom(1)),
      });
    // A pin is placed where a press is let go without moving (a click or a tap, however slow); a box
    // is drawn from the press to the release, the drag moving the pencil, not the artwork.
    let press: { spot: Spot; at: OpenSeadragon.Point } | null = null;
    const onPress = (event: OpenSeadragon.CanvasPressEvent) => {
      press = handlers.current.tool ? { spot: clampSpot(spotOf(event.position)), at: event.position } : null;
    };
    const onDrag = (event: OpenSeadragon.CanvasDragEvent) => {
      if (handlers.current.tool !== 'box' || !press) return;
      event.preventDefaultAction = true;
      handlers.current.onDraft(boxBetween(page.page, press.spot, clampSpot(spotOf(event.position))));
    };
    const onRelease = (event: OpenSeadragon.CanvasReleaseEvent) => {
      const { tool } = handlers.current;
      if (!tool || !press) return;
      const start = press;
      press = null;
      if (tool === 'pin') {
        const spot = spotOf(event.position);
        if (start.at.distanceTo(event.position) <= CLICK_PX && inside(spot)) handlers.current.onPlace({ page: page.page, x: spot.x, y: spot.y, w: 0, h: 0 });
        return;
      }
      const box = boxBetween(page.page, start.spot, clampSpot(spotOf(event.position)));
      handlers.current.onDraft(null);
      if (box) handlers.current.onPlace(box);
    };
    // The first complete view of the artwork, for measuring the page's first view (bench:review-lcp).
    const markDrawn = () => {
      viewer.world.getItemAt(0)?.addOnceHandler('fully-loaded-change', () => {
        if (performance.getEntriesByName(DRAWN_MARK).length === 0) performance.mark(DRAWN_MARK);
      });
    };
    viewer.addHandler('open', markDrawn);
    viewer.addHandler('open', publish);
    viewer.addHandler('animation', publish);
    viewer.addHandler('resize', publish);
    viewer.addHandler('canvas-press', onPress);
    viewer.addHandler('canvas-drag', onDrag);
    viewer.addHandler('canvas-release', onRelease);
    const tracker = new OpenSeadragon.MouseTracker({
      element: viewer.canvas,
      moveHandler: (event) => {
        const spot = spotOf(event.position);
        handlers.current.onPointer(inside(spot) ? spot : null);
      },
      leaveHandler: () => handlers.current.onPointer(null),
    });
    return () => {
      tracker.destroy();
      viewer.destroy();
      viewerRef.current = null;
      handlers.current.onView(null);
    };
  }, [page, label]);

  // A pin chosen in the list is brought into view when it is outside it.
  const selected = notes.find((note) => note.annotation.id === selectedId)?.place ?? null;
  const selectedX = selected ? selected.x + selected.w / 2 : undefined;
  const selectedY = selected ? selected.y + selected.h / 2 : undefined;
  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer || selectedX === undefined || selectedY === undefined) return;
    const point = viewer.viewport.imageToViewportCoordinates(selectedX * page.width, selectedY * page.height);
    if (!viewer.viewport.getBounds(true).containsPoint(point)) viewer.viewport.panTo(point);
  }, [selectedX, selectedY, page]);

  // A finding chosen in its list: its place fills the view, with room round it to see where it sits.
  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer || !focus || focus.place.page !== page.page) return;
    const { x, y, w, h } = focus.place;
    const show = () => {
      const marginX = Math.max(w, FOCUS_MIN) * FOCUS_MARGIN;
      const marginY = Math.max(h, FOCUS_MIN) * FOCUS_MARGIN;
      const area = new OpenSeadragon.Rect((x - marginX) * page.width, (y - marginY) * page.height, (w + 2 * marginX) * page.width, (h + 2 * marginY) * page.height);
      viewer.viewport.fitBoundsWithConstraints(viewer.viewport.imageToViewportRectangle(area));
    };
    // On another page the viewer is new: its image opens first.
    if (viewer.world.getItemCount() > 0) show();
    else viewer.addOnceHandler('open', show);
  }, [focus, page]);
  // The difference mask over the artwork, the same width as the page (the mask covers the whole page).
  const maskUrl = mask?.dziUrl;
  useEffect(() => {
    const viewer = viewerRef.current;
    if (!viewer || !mask) return;
    let item: OpenSeadragon.TiledImage | null = null;
    let gone = false;
    const add = () =>
      viewer.addTiledImage({
        tileSource: tileSourceOf(mask),
        x: 0,
        y: 0,
        width: 1,
        opacity: 0.75,
        success: (event) => {
          item = (event as unknown as { item: OpenSeadragon.TiledImage }).item;
          if (gone) viewer.world.removeItem(item);
        },
      });
    if (viewer.world.getItemCount() > 0) add();
    else viewer.addOnceHandler('open', add);
    return () => {
      gone = true;
      if (item) viewer.world.removeItem(item);
    };
    // The mask's descriptor names it: a new one is added, the old removed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [maskUrl, page]);

  return <div ref={elementRef} className={styles.deepZoom} data-differences={mask ? 'shown' : undefined} />;
}
