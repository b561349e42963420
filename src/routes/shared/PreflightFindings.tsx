import { ARTWORK_TEXTS, type PreflightReport } from '../../api/contract';
import { Badge } from '../../design-system';
import * as styles from './version-notes.css';

const TONES = { error: 'error', warning: 'warning', info: 'neutral' } as const;

/** The file check in plain words: each finding named by its severity in text, not colour alone. */
export function PreflightFindings({ report }: { report: PreflightReport }) {
  return (
    <section className={styles.report} aria-label={ARTWORK_TEXTS.preflightTitle}>
      <h4 className={styles.reportTitle}>{ARTWORK_TEXTS.preflightTitle}</h4>
      {report.findings.length === 0 || report.outcome === 'passed' ? (
        <p className={styles.passed}>{ARTWORK_TEXTS.preflightPassed}</p>
      ) : null}
      {report.findings.length > 0 && (
        <ul className={styles.findings}>
          {report.findings.map((finding, index) => (
            <li key={`${finding.code}-${index}`} className={styles.finding} data-severity={finding.severity}>
              <Badge tone={TONES[finding.severity]}>{ARTWORK_TEXTS.severityNames[finding.severity]}</Badge>
              <span>{finding.message}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
