import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ARTWORK_TEXTS, DIFFERENCE_TEXTS, printPositionOf, printPositionText, type DifferencePage, type DifferenceRegion, type Place, type PlacedFinding, type PrintSize } from '../../../../api/contract';
import { PROOF_CANVAS_TEXTS } from './proof-canvas-texts';
import { Button, Stack, Text } from '../../../../design-system';
import type { Note } from '../notes';
import { FindingMarks, FindingsList } from './FindingsLayer';
import { NoteDraft } from './NoteDraft';
import { PageStrip } from './PageStrip';
import { PlacingLayer } from './PlacingLayer';
import type { AnnotationActor } from './placing';
import { GUIDE_NAMES, guideFrames, type GuideName } from './print-guides';
import type { Projection, Spot, View } from './projection';
import { canDrawDeepZoom, useTileSet } from './use-tile-set';
import { ZoomToolbar } from '../../ZoomToolbar';
import * as styles from './canvas.css';
import { useT } from '../../../../i18n';

/** OpenSeadragon arrives only with the first artwork shown at deep zoom. */
const DeepZoom = lazy(() => import('./DeepZoom'));

export type ProofCanvasProps = {
  versionId: number;
  /** The version's name, for the canvas's label. */
  name: string;
  /** A PDF's places name their page. */
  paged: boolean;
  /** The version's notes, numbered as the panel numbers them. */
  notes: readonly Note[];
  /** The requirement's printed size: guides and positions in millimetres; null when not known. */
  printSize: PrintSize | null;
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  /** Today's preview: shown while the tiles are being made, or where deep zoom cannot draw. */
  fallback: ReactNode;
  /** The annotation machine, where the viewer may place notes; without it the canvas only shows them. */
  placing?: AnnotationActor;
  /** Whether the viewer may move a note (a pin they placed on this version). */
  canMove?: (note: Note) => boolean;
  /** The file check's findings that have a place, numbered: drawn as a layer of their own and listed beside. */
  findings?: readonly PlacedFinding[];
  /** What changed since the version before, drawn over the artwork (its mask and numbered regions); null: not shown. */
  difference?: CanvasDifference | null;
};

/** The difference the canvas draws: each page's mask and regions, and the region chosen in the list, brought into view. */
export type CanvasDifference = { pages: readonly DifferencePage[]; focus: { page: number; region: DifferenceRegion } | null };

const NO_GUIDES: Record<GuideName, boolean> = { trim: false, bleed: false, safe: false };
const MIDDLE: Spot = { x: 0.5, y: 0.5 };
const NO_FINDINGS: readonly PlacedFinding[] = [];

/**
 * A version's artwork for proofing: deep zoom over its tiles (page by page for a PDF, with a strip
 * of thumbnails), its notes pinned and boxed on it, print guides at the requirement's printed size,
 * the pointer's position in millimetres from the trim, and placing or moving a note by pointer,
 * touch or keys.
 */
export function ProofCanvas({ versionId, name, paged, notes, printSize, selectedId, onSelect, fallback, placing, canMove, findings = NO_FINDINGS, difference = null }: ProofCanvasProps) {
  const t = useT();
  const drawable = canDrawDeepZoom();
  const tiles = useTileSet(versionId, drawable);
  const pages = tiles?.status === 'ready' ? tiles.pages : [];
  const [pageNumber, setPageNumber] = useState(1);
  const page = pages.find((candidate) => candidate.page === pageNumber) ?? pages[0] ?? null;
  const [view, setView] = useState<View | null>(null);
  const [pointer, setPointer] = useState<Spot | null>(null);
  const [guides, setGuides] = useState(NO_GUIDES);
  const [draft, setDraft] = useState<Place | null>(null);
  const deep = drawable && page !== null;
  const project = deep ? (view?.project ?? null) : null;
  const shown = notes.filter((note) => note.place.page === (page?.page ?? 1));
  const selected = notes.find((note) => note.annotation.id === selectedId) ?? null;
  const [findingsShown, setFindingsShown] = useState(true);
  // The finding chosen last, and the place the view is to show (a new object each time, so choosing it again shows it again).
  const [chosenFinding, setChosenFinding] = useState<number | null>(null);
  const [focus, setFocus] = useState<{ place: Place } | null>(null);
  const findingsHere = findings.filter((finding) => finding.place.page === (page?.page ?? 1));
  const frameRef = useRef<HTMLDivElement>(null);
  const showFinding = useCallback((finding: PlacedFinding) => {
    // Chosen in the list below the artwork: the artwork is brought into view to show it.
    frameRef.current?.scrollIntoView?.({ block: 'nearest' });
    setFindingsShown(true);
    setChosenFinding(finding.number);
    setPageNumber(finding.place.page);
    setFocus({ place: finding.place });
  }, []);

  // A note chosen in the list on another page shows that page.
  const selectedPage = selected?.place.page;
  useEffect(() => {
    if (selectedPage !== undefined) setPageNumber(selectedPage);
  }, [selectedPage]);
  // So does a changed region chosen in the list, and the view is brought to it as to a finding.
  const chosenRegion = difference?.focus ?? null;
  useEffect(() => {
    if (!chosenRegion) return;
    const { x, y, w, h } = chosenRegion.region;
    setPageNumber(chosenRegion.page);
    setFocus({ place: { page: chosenRegion.page, x, y, w, h } });
  }, [chosenRegion]);
  const changes = difference?.pages.find((candidate) => candidate.page === (page?.page ?? 1)) ?? null;

  const state = placing?.state;
  const isPlacing = state?.matches('placing') === true;
  const busy = state?.matches('saving') === true;
  const tool = isPlacing ? state!.context.shape : null;
  const send = placing?.send;
  const onPlace = useCallback((place: Place) => send?.({ type: 'place', place }), [send]);
  const onView = useCallback((next: View | null) => setView(next), []);
  const positionText = (place: Place) => (printSize ? printPositionText(printPositionOf(place, printSize, paged), t) : null);
  const pointerText = pointer ? positionText({ page: page?.page ?? 1, x: pointer.x, y: pointer.y, w: 0, h: 0 }) : null;
  // The note being written, or saved, at the place it was given.
  const pending = state && (state.matches('editing') || state.matches('saving') || state.matches('failed')) ? state.context.place : null;
  const movable = selected && canMove?.(selected) && selected.place.w === 0 ? selected : null;

  return (
    <Stack gap={3}>
      {placing && (
        <div className={styles.toolbar} role="toolbar" aria-label={t(PROOF_CANVAS_TEXTS.toolsLabel)}>
          <Button size="sm" variant={tool === 'pin' && !state!.context.moving ? 'primary' : 'outline'} disabled={busy} aria-pressed={tool === 'pin' && !state!.context.moving} onClick={() => send!({ type: 'place.start', shape: 'pin' })}>
            {t(PROOF_CANVAS_TEXTS.addPin)}
          </Button>
          <Button size="sm" variant={tool === 'box' ? 'primary' : 'outline'} disabled={busy} aria-pressed={tool === 'box'} onClick={() => send!({ type: 'place.start', shape: 'box' })}>
            {t(PROOF_CANVAS_TEXTS.addBox)}
          </Button>
          {movable && (
            <Button size="sm" variant="outline" disabled={busy} onClick={() => send!({ type: 'move.start', id: movable.annotation.id, place: movable.place })}>
              {t(PROOF_CANVAS_TEXTS.move)}
            </Button>
          )}
          {isPlacing && (
            <Button size="sm" variant="ghost" onClick={() => send!({ type: 'cancel' })}>
              {t(PROOF_CANVAS_TEXTS.cancel)}
            </Button>
          )}
        </div>
      )}
      {printSize && deep && (
        <div className={styles.guides} role="group" aria-label={t(PROOF_CANVAS_TEXTS.guidesLabel)}>
          <span aria-hidden>{t(PROOF_CANVAS_TEXTS.guidesLabel)}:</span>
          {GUIDE_NAMES.map((guide) => (
            <button
              key={guide}
              type="button"
              className={styles.guideToggle}
              aria-pressed={guides[guide]}
              onClick={() => setGuides((current) => ({ ...current, [guide]: !current[guide] }))}
            >
              <span className={styles.swatch[guide]} aria-hidden />
              {t(PROOF_CANVAS_TEXTS.guides[guide])}
            </button>
          ))}
        </div>
      )}
      {deep && view && (
        <ZoomToolbar label={t(ARTWORK_TEXTS.thumbnailAlt, { name })} percent={view.percent} onZoom={view.zoomBy} onFit={view.fit} onActual={view.actualSize} readingClassName={styles.reading} />
      )}
      <div className={styles.frame} ref={frameRef}>
        {deep ? (
          <div className={styles.stage}>
            <Suspense fallback={fallback}>
              <DeepZoom
                key={page.page}
                page={page}
                label={t(ARTWORK_TEXTS.thumbnailAlt, { name })}
                notes={shown}
                selectedId={selectedId}
                focus={focus}
                tool={tool}
                onPointer={setPointer}
                onDraft={setDraft}
                onPlace={onPlace}
                onView={onView}
                mask={changes?.mask ?? null}
              />
            </Suspense>
          </div>
        ) : (
          fallback
        )}
        {project && (
          <div className={styles.overlay}>
            {printSize && <Guides project={project} size={printSize} shown={guides} />}
            {changes?.regions.map((region) => <Region key={region.number} region={region} project={project} />)}
            {findingsShown && <FindingMarks findings={findingsHere} project={project} selected={chosenFinding} onSelect={showFinding} />}
            {shown.map((note) => (
              <Marker key={note.annotation.id} note={note} project={project} selected={note.annotation.id === selectedId} onSelect={onSelect} />
            ))}
            {draft && isPlacing && <Outline place={draft} project={project} className={styles.corner} />}
            {pending && pending.page === (page?.page ?? 1) && <Draft place={pending} project={project} />}
          </div>
        )}
        {isPlacing && send && (
          <PlacingLayer
            key={`${state!.context.shape}-${state!.context.moving ?? ''}`}
            shape={state!.context.shape}
            moving={state!.context.moving !== null}
            page={page?.page ?? 1}
            start={state!.context.place ?? MIDDLE}
            project={project}
            onSpot={setPointer}
            onPlace={onPlace}
            onCancel={() => send({ type: 'cancel' })}
          />
        )}
      </div>
      {deep && (
        <output className={styles.reading} aria-live="off">
          {pointerText ? `${t(PROOF_CANVAS_TEXTS.pointer)}: ${pointerText}` : printSize ? t(PROOF_CANVAS_TEXTS.pointerOutside) : null}
        </output>
      )}
      {drawable && tiles?.status === 'pending' && (
        <Text size="sm" tone="muted">
          {t(PROOF_CANVAS_TEXTS.tilesPending)}
        </Text>
      )}
      {pages.length > 1 && page && <PageStrip pages={pages} current={page.page} onPick={setPageNumber} />}
      {findings.length > 0 && <FindingsList findings={findings} shown={findingsShown} onToggle={setFindingsShown} selected={chosenFinding} onShow={showFinding} paged={paged} />}
      {placing && <NoteDraft {...placing} where={state!.context.place ? positionText(state!.context.place) : null} />}
    </Stack>
  );
}

/** The print guides switched on, drawn where the view puts them. */
function Guides({ project, size, shown }: { project: Projection; size: PrintSize; shown: Record<GuideName, boolean> }) {
  const frames = guideFrames(size);
  return (
    <>
      {GUIDE_NAMES.filter((guide) => shown[guide]).map((guide) => {
        const frame = frames[guide];
        const from = project({ x: frame.x, y: frame.y });
        const to = project({ x: frame.x + frame.w, y: frame.y + frame.h });
        return <div key={guide} data-guide={guide} className={styles.guide[guide]} style={{ left: from.left, top: from.top, width: to.left - from.left, height: to.top - from.top }} />;
      })}
    </>
  );
}

/** A changed region's outline where the view puts it, with its number as the list gives it. */
function Region({ region, project }: { region: DifferenceRegion; project: Projection }) {
  const t = useT();
  const from = project({ x: region.x, y: region.y });
  const to = project({ x: region.x + region.w, y: region.y + region.h });
  return (
    <>
      <div className={styles.region} data-region={region.number} style={{ left: from.left, top: from.top, width: to.left - from.left, height: to.top - from.top }} />
      <span className={styles.regionNumber} aria-hidden title={t(DIFFERENCE_TEXTS.region, { number: region.number })} style={{ left: from.left, top: from.top }}>
        {region.number}
      </span>
    </>
  );
}

/** Where the note being written goes: a pin or a dashed box, not yet numbered. */
function Draft({ place, project }: { place: Place; project: Projection }) {
  if (place.w > 0) return <Outline place={place} project={project} className={styles.corner} />;
  const at = project({ x: place.x, y: place.y });
  return <span aria-hidden className={styles.pin} data-draft style={{ left: at.left, top: at.top }} />;
}

/** A box's outline where the view puts it. */
function Outline({ place, project, className, ...rest }: { place: Place; project: Projection; className: string } & Record<`data-${string}`, unknown>) {
  const from = project({ x: place.x, y: place.y });
  const to = project({ x: place.x + place.w, y: place.y + place.h });
  return <div className={className} style={{ left: from.left, top: from.top, width: to.left - from.left, height: to.top - from.top }} {...rest} />;
}

/** A note's mark on the artwork: a numbered pin at its spot, or a box's outline with its number on the corner. */
function Marker({ note, project, selected, onSelect }: { note: Note; project: Projection; selected: boolean; onSelect: (id: string) => void }) {
  const at = project({ x: note.place.x, y: note.place.y });
  const isPin = note.place.w === 0 && note.place.h === 0;
  const flags = { 'data-selected': selected, 'data-carried': note.annotation.carriedFrom !== null, 'data-resolved': note.annotation.resolved !== null };
  return (
    <>
    {!isPin && <Outline place={note.place} project={project} className={styles.box} {...flags} />}
    <span
      aria-hidden
      className={isPin ? styles.pin : styles.boxNumber}
      {...flags}
      style={{ left: at.left, top: at.top }}
      title={note.annotation.body[0]?.value}
      onClick={() => onSelect(note.annotation.id)}
    >
      {isPin ? <span className={styles.pinNumber}>{note.number}</span> : note.number}
    </span>
    </>
  );
}
