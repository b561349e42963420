import { useState } from 'react';
import { getDifference } from '../../api/differences';
import { DIFFERENCE_TEXTS, REVIEW_TEXTS, versionValue, type ArtworkReview, type ArtworkVersion, type DifferenceSet, type PrintSize } from '../../api/contract';
import { Card, Checkbox, Select, Stack, Text } from '../../design-system';
import type { CanvasDifference } from '../shared/proofing/canvas';
import { usePolled } from '../shared/proofing/canvas/use-polled';
import { ArtworkPreview } from './ArtworkPreview';
import { CompareSide } from './CompareSide';
import { DifferencePanel } from './DifferencePanel';
import { useVersionImage } from './version-image';
import { useT } from '../../i18n';
import * as styles from './review.css';

type Props = { versions: readonly ArtworkVersion[]; reviews: readonly ArtworkReview[]; currentId: number; timeZone: string; printSize: PrintSize | null };
type Mode = 'side' | 'overlay';

const finding = (set: DifferenceSet) => set.status === 'pending';

/** Two versions of the same artwork side by side, or one over the other, each with its notes and the comments made on it. */
export function CompareVersions({ versions, reviews, currentId, timeZone, printSize }: Props) {
  const t = useT();
  const current = versions.findIndex((version) => version.id === currentId);
  const [secondId, setSecondId] = useState(currentId);
  const [firstId, setFirstId] = useState((versions[current + 1] ?? versions.find((version) => version.id !== currentId))?.id ?? currentId);
  const [mode, setMode] = useState<Mode>('side');
  const [opacity, setOpacity] = useState(50);
  const first = versions.find((version) => version.id === firstId) ?? null;
  const second = versions.find((version) => version.id === secondId) ?? null;
  const firstImage = useVersionImage(first);
  const secondImage = useVersionImage(second);
  // What changed on the later of the two since the version before it: drawn on its artwork when asked.
  const later = first && second && (first.version ?? 0) > (second.version ?? 0) ? first : second;
  const difference = usePolled(getDifference, later?.id ?? 0, later !== null, finding);
  const [showDifferences, setShowDifferences] = useState(false);
  const [focus, setFocus] = useState<CanvasDifference['focus']>(null);

  if (versions.length < 2 || !first || !second) {
    return (
      <Card title={t(REVIEW_TEXTS.compareTitle)}>
        <Text size="sm" tone="muted">{t(REVIEW_TEXTS.compareNeedsTwo)}</Text>
      </Card>
    );
  }
  const nameOf = (version: ArtworkVersion) => t(REVIEW_TEXTS.versionTitle, { version: versionValue(version.version), name: version.originalName });
  const options = versions.map((version) => ({ value: String(version.id), label: nameOf(version) }));
  const ready = difference?.status === 'ready' && difference.base !== null ? difference : null;
  const drawn: CanvasDifference | null = ready && showDifferences ? { pages: ready.pages, focus } : null;
  const notesChanged = new Map((ready?.notes ?? []).map((note) => [note.annotationId, note.changed]));
  const side = (version: ArtworkVersion) => (
    <CompareSide
      key={version.id}
      version={version}
      reviews={reviews}
      timeZone={timeZone}
      printSize={printSize}
      showArtwork={mode === 'side'}
      difference={version.id === later?.id ? drawn : null}
      notesChanged={version.id === later?.id ? notesChanged : undefined}
    />
  );

  return (
    <Card title={t(REVIEW_TEXTS.compareTitle)}>
      <Stack>
        <div className={styles.compareControls}>
          <Select label={t(REVIEW_TEXTS.compareFirst)} options={options} value={String(first.id)} onChange={(event) => setFirstId(Number(event.target.value))} />
          <Select label={t(REVIEW_TEXTS.compareSecond)} options={options} value={String(second.id)} onChange={(event) => setSecondId(Number(event.target.value))} />
          <Checkbox label={t(REVIEW_TEXTS.overlay)} checked={mode === 'overlay'} onChange={(event) => setMode(event.target.checked ? 'overlay' : 'side')} />
          <Checkbox label={t(DIFFERENCE_TEXTS.toggle)} disabled={!ready} checked={ready !== null && showDifferences} onChange={(event) => setShowDifferences(event.target.checked)} />
        </div>
        {later && (
          <DifferencePanel
            difference={difference}
            version={later.version ?? 0}
            printSize={printSize}
            paged={later.format === 'pdf'}
            onShow={(page, region) => {
              setMode('side');
              setShowDifferences(true);
              setFocus({ page, region });
            }}
          />
        )}
        {mode === 'overlay' && (
          <Stack>
            <label className={styles.slider}>
              {t(REVIEW_TEXTS.overlayOpacity, { version: versionValue(second.version) })}
              <input type="range" min={0} max={100} value={opacity} onChange={(event) => setOpacity(Number(event.target.value))} />
            </label>
            <ArtworkPreview
              src={firstImage}
              name={nameOf(first)}
              ownWidth={first.preflight.facts.widthPx}
              overlay={{ src: secondImage, name: nameOf(second), opacity: opacity / 100, version: second.version, ownWidth: second.preflight.facts.widthPx }}
            />
          </Stack>
        )}
        <div className={styles.sides}>
          {side(first)}
          {side(second)}
        </div>
      </Stack>
    </Card>
  );
}
