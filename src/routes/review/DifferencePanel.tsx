import { DIFFERENCE_TEXTS, printPositionOf, printPositionText, sharePercent, type DifferenceRegion, type DifferenceSet, type PrintSize } from '../../api/contract';
import { Stack, Text } from '../../design-system';
import * as styles from './review.css';
import { t, useT } from '../../i18n';

type Props = {
  /** The later version's difference from the one before; null while it is asked for. */
  difference: DifferenceSet | null;
  /** The later version's number. */
  version: number;
  /** The requirement's printed size, for each region's place in millimetres from the trim. */
  printSize: PrintSize | null;
  paged: boolean;
  /** A region chosen: the canvas shows the differences and brings it into view. */
  onShow: (page: number, region: DifferenceRegion) => void;
};

/** Where a region lies: millimetres from the trim at the printed size, else its share of the page (and a PDF's page). */
function whereText(page: number, region: DifferenceRegion, printSize: PrintSize | null, paged: boolean) {
  if (printSize) return printPositionText(printPositionOf({ page, ...region }, printSize, paged), t);
  return paged ? t(DIFFERENCE_TEXTS.regionOnPage, { page }) : null;
}

/**
 * What changed on the later version since the one before: the changed regions, numbered as the
 * canvas numbers them, each bringing its place into view; "No visible change" when none.
 */
export function DifferencePanel({ difference, version, printSize, paged, onShow }: Props) {
  useT();
  if (!difference) return null;
  if (difference.status === 'none') return <Text size="sm" tone="muted">{t(DIFFERENCE_TEXTS.firstVersion)}</Text>;
  if (difference.status === 'pending') return <Text size="sm" tone="muted">{t(DIFFERENCE_TEXTS.pending)}</Text>;
  if (difference.status === 'failed') return <Text size="sm" tone="muted">{t(DIFFERENCE_TEXTS.failed)}</Text>;
  const regions = difference.pages.flatMap((page) => page.regions.map((region) => ({ page: page.page, region })));
  const changed = difference.pages.reduce((sum, page) => sum + page.changedShare, 0) / Math.max(1, difference.pages.length);
  const against = t(DIFFERENCE_TEXTS.against, { version, base: difference.base!.version });
  const regionsLabel = t(DIFFERENCE_TEXTS.regionsLabel, { count: regions.length });
  return (
    <Stack as="section" gap={2} aria-label={against}>
      <Text as="h3" size="sm" weight="semibold" tone="strong">
        {against}
      </Text>
      {regions.length === 0 ? (
        <Text size="sm" role="status">{t(DIFFERENCE_TEXTS.none)}</Text>
      ) : (
        <>
          <Text size="sm" tone="muted">
            {regionsLabel} · {t(DIFFERENCE_TEXTS.share, { percent: sharePercent(changed) })}
          </Text>
          <ol className={styles.regions} aria-label={regionsLabel}>
            {regions.map(({ page, region }) => {
              const where = whereText(page, region, printSize, paged);
              return (
                <li key={region.number}>
                  <button type="button" className={styles.regionButton} title={t(DIFFERENCE_TEXTS.showRegion, { number: region.number })} onClick={() => onShow(page, region)}>
                    <span className={styles.regionNumber} aria-hidden>
                      {region.number}
                    </span>
                    <span>
                      {t(DIFFERENCE_TEXTS.region, { number: region.number })}
                      {where && <span className={styles.regionWhere}> · {where}</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </Stack>
  );
}
