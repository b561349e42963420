import { useEffect, useMemo, useRef } from 'react';
import OpenSeadragon from 'openseadragon';
import { Annotorious, OpenSeadragonAnnotator, OpenSeadragonViewer, UserSelectAction, useAnnotator, useViewer, type AnnotoriousOpenSeadragonAnnotator, type DrawingStyle, type ImageAnnotation } from '@annotorious/react';
import '@annotorious/react/annotorious-react.css';
import type { Place, TilePage } from '../../../../api/contract';
import { tokenStorage } from '../../../../api/token-storage';
import { boxOf, toImageAnnotation } from './annotorious-shapes';
import type { Note } from '../notes';
import type { Projection, Spot } from './projection';
import * as styles from './canvas.css';

export type DeepZoomProps = {
  page: TilePage;
  label: string;
  /** The notes on this page: boxes are drawn here, pins by the canvas above. */
  notes: readonly Note[];
  selectedId: string | null;
  /** A pin is placed by a click or tap, a box drawn by a drag; null while not placing. */
  tool: 'pin' | 'box' | null;
  onPointer: (spot: Spot | null) => void;
  onPlace: (place: Place) => void;
  onSelect: (id: string | null) => void;
  onView: (projection: Projection | null) => void;
};

/** OpenSeadragon reads a DZI descriptor given inline: its tiles sit beside the .dzi, in `{name}_files/`. */
function tileSourceOf(page: TilePage) {
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

/** The artwork at deep zoom (OpenSeadragon over the page's tiles, read with the session's token) with its boxes (Annotorious). */
export default function DeepZoom(props: DeepZoomProps) {
  const { page } = props;
  const options = useMemo<OpenSeadragon.Options>(
    () => ({
      tileSources: tileSourceOf(page),
      // Tiles are behind the session, as the version's file is: sent with its bearer token.
      loadTilesWithAjax: true,
      ajaxHeaders: { Authorization: `Bearer ${tokenStorage.get() ?? ''}` },
      showNavigationControl: false,
      gestureSettingsMouse: { clickToZoom: false, dblClickToZoom: true },
      gestureSettingsTouch: { clickToZoom: false, dblClickToZoom: true, pinchToZoom: true },
      // Down to the artwork's own pixels and a little beyond: a 20,000 px poster can be read at 100 %.
      maxZoomPixelRatio: 2,
      visibilityRatio: 0.5,
      crossOriginPolicy: false,
      preserveImageSizeOnResize: true,
    }),
    [page],
  );
  return (
    <Annotorious>
      <OpenSeadragonAnnotator drawingEnabled={props.tool === 'box'} tool="rectangle" drawingMode="drag" userSelectAction={UserSelectAction.SELECT} style={boxStyle}>
        <OpenSeadragonViewer className={styles.deepZoom} options={options} />
        <Bridge {...props} />
      </OpenSeadragonAnnotator>
    </Annotorious>
  );
}

/** A box in the brand's colour; one carried from an earlier version in amber, as its pin is. */
const boxStyle = (annotation: ImageAnnotation): DrawingStyle => {
  const carried = annotation.properties?.carried === true;
  return { fill: '#465fff', fillOpacity: 0.08, stroke: carried ? '#b54708' : '#465fff', strokeWidth: 2 };
};

/** Wires the viewer and the annotator to the canvas: pointer, clicks, drawn boxes, selection and the view's projection. */
function Bridge({ page, label, notes, selectedId, tool, onPointer, onPlace, onSelect, onView }: DeepZoomProps) {
  const viewer = useViewer();
  const annotator = useAnnotator<AnnotoriousOpenSeadragonAnnotator | undefined>();
  const handlers = useRef({ onPointer, onPlace, onSelect, onView, tool });
  handlers.current = { onPointer, onPlace, onSelect, onView, tool };

  useEffect(() => {
    if (!viewer) return;
    viewer.element.setAttribute('aria-label', label);
    const spotOf = (position: OpenSeadragon.Point): Spot => {
      const image = viewer.viewport.viewerElementToImageCoordinates(position);
      return { x: image.x / page.width, y: image.y / page.height };
    };
    const project: Projection = ({ x, y }) => {
      const point = viewer.viewport.imageToViewerElementCoordinates(new OpenSeadragon.Point(x * page.width, y * page.height));
      return { left: point.x, top: point.y };
    };
    const publish = () => handlers.current.onView(project);
    const onClick = (event: OpenSeadragon.CanvasClickEvent) => {
      if (handlers.current.tool !== 'pin' || !event.quick) return;
      const spot = spotOf(event.position);
      if (spot.x < 0 || spot.y < 0 || spot.x > 1 || spot.y > 1) return;
      event.preventDefaultAction = true;
      handlers.current.onPlace({ page: page.page, x: spot.x, y: spot.y, w: 0, h: 0 });
    };
    viewer.addHandler('open', publish);
    viewer.addHandler('animation', publish);
    viewer.addHandler('resize', publish);
    viewer.addHandler('canvas-click', onClick);
    const tracker = new OpenSeadragon.MouseTracker({
      element: viewer.canvas,
      moveHandler: (event) => {
        const spot = spotOf(event.position);
        handlers.current.onPointer(spot.x >= 0 && spot.y >= 0 && spot.x <= 1 && spot.y <= 1 ? spot : null);
      },
      leaveHandler: () => handlers.current.onPointer(null),
    });
    if (viewer.world.getItemCount() > 0) publish();
    return () => {
      tracker.destroy();
      viewer.removeHandler('open', publish);
      viewer.removeHandler('animation', publish);
      viewer.removeHandler('resize', publish);
      viewer.removeHandler('canvas-click', onClick);
      handlers.current.onView(null);
    };
  }, [viewer, page, label]);

  useEffect(() => {
    if (!annotator) return;
    const created = (annotation: ImageAnnotation) => {
      // The drawn box becomes a draft; it is drawn again once saved, from the server's list.
      annotator.removeAnnotation(annotation.id);
      const place = boxOf(annotation, page);
      if (place) handlers.current.onPlace(place);
    };
    const selected = (annotations: ImageAnnotation[]) => {
      if (handlers.current.tool === null) handlers.current.onSelect(annotations[0]?.id ?? null);
    };
    annotator.on('createAnnotation', created);
    annotator.on('selectionChanged', selected);
    return () => {
      annotator.off('createAnnotation', created);
      annotator.off('selectionChanged', selected);
    };
  }, [annotator, page]);

  useEffect(() => {
    annotator?.setAnnotations(notes.filter((note) => note.place.w > 0).map((note) => toImageAnnotation(note, page)), true);
  }, [annotator, notes, page]);

  useEffect(() => {
    if (!annotator) return;
    const box = notes.find((note) => note.annotation.id === selectedId && note.place.w > 0);
    annotator.setSelected(box ? box.annotation.id : undefined);
    if (box) annotator.fitBoundsWithConstraints(box.annotation.id, { padding: 80 });
  }, [annotator, notes, selectedId]);

  // A pin chosen in the list is brought to the middle of the view.
  const selectedPin = notes.find((note) => note.annotation.id === selectedId && note.place.w === 0)?.place ?? null;
  const pinX = selectedPin?.x;
  const pinY = selectedPin?.y;
  useEffect(() => {
    if (!viewer || pinX === undefined || pinY === undefined) return;
    viewer.viewport.panTo(viewer.viewport.imageToViewportCoordinates(pinX * page.width, pinY * page.height));
  }, [viewer, pinX, pinY, page]);

  return null;
}
