import { useEffect } from 'react';
import { ARTWORK_TEXTS, checkRuns, REMINDER_TEXTS, REVIEW_MESSAGES, versionValue, type ArtworkVersion, type ChecklistItem } from '../../api/contract';
import { useT } from '../../i18n';
import { CompanyNotes } from './CompanyNotes';
import { DraftFindings } from './DraftFindings';
import { Badge, Button, Inline, Stack, Text } from '../../design-system';
import { LatestDecision } from './LatestDecision';
import { PreflightFindings } from '../shared/PreflightFindings';
import { countdownText } from '../shared/countdown';
import { instantText, viewerHint } from '../shared/dates';
import { specText, STATUS_TONES } from '../shared/requirement-facts';
import { RequirementUpload } from './RequirementUpload';
import { downloadArtworkFile as download } from './TemplateLink';
import { useArtworkFile } from '../shared/use-artwork-file';
import { VersionSubmit } from './VersionSubmit';
import * as styles from './artwork.css';
import { linkButton } from './requirements.css';

type Props = {
  item: ChecklistItem;
  timeZone: string;
  userId: number;
  onChanged: () => void;
  /** A version of this requirement an email's note links to, and the note: its notes are shown in place of the newest's. */
  link?: { version: ArtworkVersion; annotationId: number | null } | null;
  /** An email's link opened this item (`/?requirement=N`): it is scrolled to and its drop zone takes the focus. */
  opened?: boolean;
};

/** One requirement on the company's checklist: what is asked and by when, the latest file and its check, and the drop zone. */
export function ChecklistItemCard({ item, timeZone, userId, onChanged, link = null, opened = false }: Props) {
  const { requirement, status, latest } = item;
  const t = useT();
  // A later deadline granted to this company stands in place of the requirement's own.
  const deadline = item.extendedTo ?? requirement.deadline;
  // Still to send counts down; an optional requirement is never overdue, so past its deadline it shows none.
  const open = status !== 'Submitted' && status !== 'Approved' && (requirement.required || Date.parse(deadline) >= Date.now());
  const thumbnail = useArtworkFile(latest?.thumbnailUrl ?? null);
  const headingId = `requirement-${requirement.id}`;
  useEffect(() => {
    const element = opened ? document.getElementById(headingId)?.closest('li') : null;
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.querySelector<HTMLElement>('[role="button"], input[type="file"], button')?.focus({ preventScroll: true });
  }, [opened, headingId]);
  // The notes on the newest submitted version (with those still open from earlier ones), where the company places its own too, or on the linked one.
  const notesVersion = link?.version ?? item.submitted;

  return (
    <Stack as="li" gap={3} className={styles.item} aria-labelledby={headingId} aria-current={opened ? 'true' : undefined}>
      <Inline align="baseline">
        <Text as="h3" id={headingId} size="md" weight="semibold" tone="strong">
          {requirement.name}
        </Text>
        {status !== 'Optional' && <Text as="span" size="sm" tone="muted">{t(requirement.required ? ARTWORK_TEXTS.requiredLabel : ARTWORK_TEXTS.optional)}</Text>}
        <Inline as="span" className={styles.itemStatus}>
          {item.late && <Badge tone="warning">{t(REMINDER_TEXTS.late)}</Badge>}
          <Badge tone={STATUS_TONES[status]}>{t(status)}</Badge>
        </Inline>
      </Inline>
      {requirement.description && <Text size="sm" tone="default">{requirement.description}</Text>}
      <Text size="sm" tone="default">{specText(requirement)}</Text>
      <Text size="sm" tone="default" title={viewerHint(deadline, timeZone)}>
        {t(ARTWORK_TEXTS.deadlineLabel)}: {item.extendedTo ? t(REMINDER_TEXTS.extendedTo, { when: instantText(deadline, timeZone) }) : instantText(deadline, timeZone)}
        {open && <Text as="strong" weight="semibold"> · {countdownText(deadline, timeZone)}</Text>}
      </Text>
      {requirement.template && (
        <div>
          <Button variant="outline" size="sm" onClick={() => void download(requirement.template!.url, requirement.template!.name)}>
            {t(ARTWORK_TEXTS.templateDownload)}
          </Button>
        </div>
      )}
      {latest && (
        <div className={styles.latest}>
          {thumbnail ? <img className={styles.thumbnail} src={thumbnail} alt={t(ARTWORK_TEXTS.thumbnailAlt, { name: latest.originalName })} /> : <span className={styles.thumbnail} aria-hidden="true" />}
          <Stack gap={3}>
            <Text size="sm" breakWords>
              <button type="button" className={linkButton} onClick={() => void download(latest.fileUrl, latest.originalName)}>
                {t(ARTWORK_TEXTS.latestFile, { version: versionValue(latest.version), name: latest.originalName })}
              </button>
            </Text>
            <Text size="sm" tone="muted" title={latest.submittedAt ? viewerHint(latest.submittedAt, timeZone) : undefined}>
              {latest.submittedAt ? t(ARTWORK_TEXTS.submittedOn, { when: instantText(latest.submittedAt, timeZone) }) : t(ARTWORK_TEXTS.notSubmittedYet)}
            </Text>
            {/* A check still running is followed, page by page, under the drop zone (RequirementUpload). */}
            {!checkRuns(latest.check) && <PreflightFindings report={latest.preflight} />}
            {!latest.submittedAt && <VersionSubmit key={latest.id} version={latest} onSubmitted={onChanged} />}
          </Stack>
        </div>
      )}
      {latest && <DraftFindings key={latest.id} version={latest} requirement={requirement} />}
      {item.submitted && (status === 'Changes requested' || status === 'Approved') && (
        <LatestDecision key={item.submitted.id} requirementId={requirement.id} companyId={item.submitted.companyId} timeZone={timeZone} />
      )}
      {notesVersion && <CompanyNotes version={notesVersion} requirement={requirement} timeZone={timeZone} linkedAnnotationId={link?.annotationId ?? null} newest={notesVersion.id === item.submitted?.id} />}
      {status === 'Approved' ? (
        // Approval locks the requirement: the server refuses new versions until a reviewer reopens it.
        <Text size="sm" tone="muted">{t(REVIEW_MESSAGES.lockedApproved)}</Text>
      ) : (
        <RequirementUpload requirement={requirement} latest={latest} userId={userId} onUploaded={onChanged} />
      )}
    </Stack>
  );
}
