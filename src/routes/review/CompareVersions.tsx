import { useState } from 'react';
import { REVIEW_TEXTS, type ArtworkReview, type ArtworkVersion, type PrintSize } from '../../api/contract';
import { Card, Checkbox, Select, Stack, Text } from '../../design-system';
import { ArtworkPreview } from './ArtworkPreview';
import { CompareSide } from './CompareSide';
import { useVersionImage } from './version-image';
import * as styles from './review.css';

type Props = { versions: readonly ArtworkVersion[]; reviews: readonly ArtworkReview[]; currentId: number; timeZone: string; printSize: PrintSize | null };
type Mode = 'side' | 'overlay';

/** Two versions of the same artwork side by side, or one over the other, each with its notes and the comments made on it. */
export function CompareVersions({ versions, reviews, currentId, timeZone, printSize }: Props) {
  const current = versions.findIndex((version) => version.id === currentId);
  const [secondId, setSecondId] = useState(currentId);
  const [firstId, setFirstId] = useState((versions[current + 1] ?? versions.find((version) => version.id !== currentId))?.id ?? currentId);
  const [mode, setMode] = useState<Mode>('side');
  const [opacity, setOpacity] = useState(50);
  const first = versions.find((version) => version.id === firstId) ?? null;
  const second = versions.find((version) => version.id === secondId) ?? null;
  const firstImage = useVersionImage(first);
  const secondImage = useVersionImage(second);

  if (versions.length < 2 || !first || !second) {
    return (
      <Card title={REVIEW_TEXTS.compareTitle}>
        <Text size="sm" tone="muted">{REVIEW_TEXTS.compareNeedsTwo}</Text>
      </Card>
    );
  }
  const options = versions.map((version) => ({ value: String(version.id), label: REVIEW_TEXTS.versionTitle(version.version, version.originalName) }));
  const nameOf = (version: ArtworkVersion) => REVIEW_TEXTS.versionTitle(version.version, version.originalName);
  const side = (version: ArtworkVersion) => <CompareSide key={version.id} version={version} reviews={reviews} timeZone={timeZone} printSize={printSize} showArtwork={mode === 'side'} />;

  return (
    <Card title={REVIEW_TEXTS.compareTitle}>
      <Stack>
        <div className={styles.compareControls}>
          <Select label={REVIEW_TEXTS.compareFirst} options={options} value={String(first.id)} onChange={(event) => setFirstId(Number(event.target.value))} />
          <Select label={REVIEW_TEXTS.compareSecond} options={options} value={String(second.id)} onChange={(event) => setSecondId(Number(event.target.value))} />
          <Checkbox label={REVIEW_TEXTS.overlay} checked={mode === 'overlay'} onChange={(event) => setMode(event.target.checked ? 'overlay' : 'side')} />
        </div>
        {mode === 'overlay' && (
          <Stack>
            <label className={styles.slider}>
              {REVIEW_TEXTS.overlayOpacity(second.version)}
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
