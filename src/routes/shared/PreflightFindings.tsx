import { ARTWORK_TEXTS, FINDINGS_LAYER_TEXTS, placedFindings, type PreflightReport } from '../../api/contract';
import { Badge, Inline, Stack, Text } from '../../design-system';
import { tag } from './proofing/canvas/findings-layer.css';
import * as styles from './version-notes.css';

const TONES = { error: 'error', warning: 'warning', info: 'neutral' } as const;

/**
 * The file check in plain words: each finding named by its severity in text, not colour alone.
 * `headingLevel`: one below the heading of the section it sits in.
 */
export function PreflightFindings({ report, headingLevel = 'h4' }: { report: PreflightReport; headingLevel?: 'h3' | 'h4' }) {
  // A finding with a place carries the number it has on the artwork (F1, F2, …).
  const numbers = new Map(placedFindings(report.findings).map(({ number, finding }) => [finding, FINDINGS_LAYER_TEXTS.findingLabel(number)]));
  return (
    <Stack as="section" gap={2} aria-label={ARTWORK_TEXTS.preflightTitle}>
      <Text as={headingLevel} size="sm" weight="semibold" tone="strong">
        {ARTWORK_TEXTS.preflightTitle}
      </Text>
      {report.findings.length === 0 || report.outcome === 'passed' ? (
        <Text size="sm" tone="success">
          {ARTWORK_TEXTS.preflightPassed}
        </Text>
      ) : null}
      {report.findings.length > 0 && (
        <Stack as="ul" gap={2}>
          {report.findings.map((finding, index) => (
            <Inline as="li" key={`${finding.code}-${index}`} align="baseline" wrap={false} className={styles.finding} data-severity={finding.severity}>
              <Badge tone={TONES[finding.severity]}>{ARTWORK_TEXTS.severityNames[finding.severity]}</Badge>
              {numbers.has(finding) && <span className={tag}>{numbers.get(finding)}</span>}
              <span>{finding.message}</span>
            </Inline>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
