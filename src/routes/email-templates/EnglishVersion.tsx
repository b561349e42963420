import { EMAIL_TEMPLATE_TEXTS, type EmailTemplateBody } from '../../api/contract';
import { Stack, Text } from '../../design-system';
import { useT } from '../../i18n';
import * as styles from './email-templates.css';

/**
 * The English wording a translation is read against: open while the translation is behind it
 * (needs review, with why), folded away otherwise.
 */
export function EnglishVersion({ english, needsReview }: { english: EmailTemplateBody; needsReview: boolean }) {
  const t = useT();
  return (
    <Stack gap={2}>
      {needsReview && (
        <Text size="sm" tone="muted">
          {t(EMAIL_TEMPLATE_TEXTS.needsReviewHint)}
        </Text>
      )}
      <details className={styles.english} open={needsReview}>
        <summary className={styles.englishSummary}>{t(EMAIL_TEMPLATE_TEXTS.englishVersion)}</summary>
        <div lang="en" dir="ltr" className={styles.englishText}>
          <p className={styles.englishSubject}>{english.subject}</p>
          <pre className={styles.englishBody}>{english.body}</pre>
        </div>
      </details>
    </Stack>
  );
}
