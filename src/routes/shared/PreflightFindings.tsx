import { ARTWORK_TEXTS, type PreflightReport } from '../../api/contract';
import { Badge, Inline, Stack, Text } from '../../design-system';
import * as styles from './version-notes.css';

const TONES = { error: 'error', warning: 'warning', info: 'neutral' } as const;

/**
 * The file check in plain words: each finding named by its severity in text, not colour alone.
 * `headingLevel`: one below the heading of the section it sits in.
 */
export function PreflightFindings({ report, headingLevel = 'h4' }: { report: PreflightReport; headingLevel?: 'h3' | 'h4' }) {
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
              <span>{finding.message}</span>
            </Inline>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
