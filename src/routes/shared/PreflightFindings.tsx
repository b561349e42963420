import { ARTWORK_TEXTS, FINDINGS_LAYER_TEXTS, placedFindings, type PreflightReport } from '../../api/contract';
import { Badge, Inline, Stack, Text } from '../../design-system';
import { tag } from './proofing/canvas/findings-layer.css';
import * as styles from './version-notes.css';
import { useFindingText, useT } from '../../i18n';

const TONES = { error: 'error', warning: 'warning', info: 'neutral' } as const;

type Props = {
  report: Pick<PreflightReport, 'outcome' | 'findings'>;
  headingLevel?: 'h3' | 'h4';
  /** The check still runs: these are the findings of the pages done so far, and nothing has passed yet. */
  running?: boolean;
};

/**
 * The file check in plain words: each finding named by its severity in text, not colour alone.
 * `headingLevel`: one below the heading of the section it sits in.
 */
export function PreflightFindings({ report, headingLevel = 'h4', running = false }: Props) {
  const t = useT();
  const findingText = useFindingText();
  const title = t(running ? ARTWORK_TEXTS.checkFindingsSoFar : ARTWORK_TEXTS.preflightTitle);
  // A finding with a place carries the number it has on the artwork (F1, F2, …).
  const numbers = new Map(placedFindings(report.findings).map(({ number, finding }) => [finding, FINDINGS_LAYER_TEXTS.findingLabel(number)]));
  return (
    <Stack as="section" gap={2} aria-label={title}>
      <Text as={headingLevel} size="sm" weight="semibold" tone="strong">
        {title}
      </Text>
      {!running && (report.findings.length === 0 || report.outcome === 'passed') ? (
        <Text size="sm" tone="success">
          {t(ARTWORK_TEXTS.preflightPassed)}
        </Text>
      ) : null}
      {report.findings.length > 0 && (
        <Stack as="ul" gap={2}>
          {report.findings.map((finding, index) => (
            <Inline as="li" key={`${finding.code}-${index}`} align="baseline" wrap={false} className={styles.finding} data-severity={finding.severity}>
              <Badge tone={TONES[finding.severity]}>{t(ARTWORK_TEXTS.severityNames[finding.severity])}</Badge>
              {numbers.has(finding) && <span className={tag}>{numbers.get(finding)}</span>}
              <span>{findingText(finding)}</span>
            </Inline>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
