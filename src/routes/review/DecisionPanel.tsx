import type { ReactNode } from 'react';
import type { SnapshotFrom } from 'xstate';
import { APPROVAL_FLOW_TEXTS, can, type NamedStanding, REVIEW_CHECKLIST_TEXTS, REVIEW_REASONS, REVIEW_TEXTS } from '../../api/contract';
import { Badge, Button, Card, Checkbox, FormModal, Inline, Modal, Spinner, Stack, StatusMessage, Text, Textarea } from '../../design-system';
import { checklistComplete, mayDecide, type OpenNote, type ReviewEvent, type reviewMachine, type Standing } from '../../machines/review.machine';
import { DECISION_TONES } from '../shared/decision-tones';
import { useT } from '../../i18n';
import { FailedWithAction } from '../shared/FailedWithAction';
import { NextInQueue } from './NextInQueue';
import { useSessionUser } from '../shared/use-session';
import { ReviewChecklist } from './ReviewChecklist';
import { namesOf } from './StageView';
import * as styles from './review.css';

type Props = { state: SnapshotFrom<typeof reviewMachine>; send: (event: ReviewEvent) => void };

/** What the panel says of a version that waits for a decision: for whom it waits, when not for the reader. */
function waitingText(flow: NamedStanding | null, standing: Standing, reviewerId: number, t: (message: string, values?: Record<string, unknown>) => string): string {
  const open = flow?.status === 'in_progress' && flow.stage !== null ? flow.stages[flow.stage]! : null;
  if (!flow || !open || mayDecide({ flow }, standing, reviewerId)) return REVIEW_TEXTS.awaitingDecision;
  return open.awaited === null ? t(APPROVAL_FLOW_TEXTS.waitsForAnyReviewer, { stage: open.name }) : t(APPROVAL_FLOW_TEXTS.waitsForOthers, { stage: open.name, names: namesOf(flow, open.awaited).join(', ') });
}

const REASONS_ERROR_ID = 'review-reasons-error';
const REOPEN_FORM_ID = 'review-reopen-form';

/**
 * Approve (asking first, with the notes still open listed, when there are any), or request changes
 * with a comment and reasons; reopen an approval with a reason. The server's answer as it came.
 */
export function DecisionPanel({ state, send, openNotes }: Props & { openNotes: OpenNote[] }) {
  const t = useT();
  const { standing, decision, error, notice, data, reviewerId } = state.context;
  // Reopening an approval is the event's staff's; a guest reviewer decides at its stage alone.
  const { role } = useSessionUser();
  const submitting = state.matches('submitting');
  const ticking = state.matches('ticking');
  const reopening = state.matches('reopening');
  const changes = state.matches({ deciding: 'requestingChanges' }) || (submitting && decision === 'changes_requested');
  const withChanges = state.matches({ deciding: 'approvingWithChanges' }) || (submitting && state.context.withChanges);
  const withOpenNotes = state.context.openNotes.length > 0;
  const approving = state.matches({ deciding: 'approving' }) || (submitting && decision === 'approved' && !withOpenNotes && !state.context.withChanges);
  const decides = data !== null && mayDecide(data, standing, reviewerId);
  const confirmingOpenNotes = state.matches({ deciding: 'confirmingOpenNotes' }) || (submitting && decision === 'approved' && withOpenNotes);

  return (
    <Card title={t(REVIEW_TEXTS.decisionTitle)}>
      <Stack>
        {standing === 'approved' || standing === 'changes_requested' ? (
          <span>
            <Badge tone={DECISION_TONES[standing]}>{t(REVIEW_TEXTS.decisions[standing])}</Badge>
          </span>
        ) : (
          <Text size="sm" tone="muted">{t(standing === 'superseded' ? REVIEW_TEXTS.notLatest : standing === 'unsubmitted' ? REVIEW_TEXTS.notSubmitted : waitingText(data?.flow ?? null, standing, reviewerId, t))}</Text>
        )}
        {notice && <StatusMessage tone="success">{t(notice)}</StatusMessage>}
        {state.matches('decided') && state.context.next !== null && <NextInQueue next={state.context.next} />}
        {state.matches('loading') && <Spinner label={t(REVIEW_TEXTS.loading)} />}
        {/* A refused decision, or a failed read after one: the reason, and a way to read the page again. */}
        {state.matches('failed') && <FailedWithAction message={error && t(error)} actionLabel={t(REVIEW_TEXTS.reload)} onAction={() => send({ type: 'review.reload' })} />}
        {state.matches('loadFailed') && <FailedWithAction message={error && t(error)} actionLabel={t(REVIEW_TEXTS.retry)} onAction={() => send({ type: 'review.retry' })} />}
        <ReviewChecklist state={state} send={send} />
        {(state.matches('ready') || ticking) && decides && (
          <Inline gap={3} align="center">
            <Button disabled={ticking || !checklistComplete(data, reviewerId)} onClick={() => send({ type: 'review.approve', openNotes })}>
              {t(REVIEW_TEXTS.approve)}
            </Button>
            <Button variant="outline" disabled={ticking || !checklistComplete(data, reviewerId)} onClick={() => send({ type: 'review.approveWithChanges' })}>
              {t(APPROVAL_FLOW_TEXTS.approveWithChanges)}
            </Button>
            <Button variant="outline" disabled={ticking} onClick={() => send({ type: 'review.requestChanges' })}>
              {t(REVIEW_TEXTS.requestChanges)}
            </Button>
          </Inline>
        )}
        {data && (
          <Text size="xs" tone="muted" breakWords>
            {t(REVIEW_CHECKLIST_TEXTS.fileHash, { sha256: data.version.sha256 })}
          </Text>
        )}
        {(state.matches('ready') || state.matches('decided')) && standing === 'approved' && can(role, 'manageRequirements') && (
          <div>
            <Button variant="outline" onClick={() => send({ type: 'review.reopen' })}>
              {t(REVIEW_TEXTS.reopen)}
            </Button>
          </div>
        )}
        {approving && (
          <Stack>
            <Text size="sm" tone="default" breakWords>{t(REVIEW_TEXTS.approveHint)}</Text>
            <Inline gap={3} align="center">
              <Button disabled={submitting} onClick={() => send({ type: 'decision.confirm' })}>
                {t(submitting ? REVIEW_TEXTS.sending : REVIEW_TEXTS.confirmApprove)}
              </Button>
              <Button variant="outline" disabled={submitting} onClick={() => send({ type: 'decision.cancel' })}>
                {t(REVIEW_TEXTS.cancel)}
              </Button>
            </Inline>
          </Stack>
        )}
        {changes && <ChangesForm state={state} send={send} />}
        {withChanges && <WithChangesForm state={state} send={send} />}
      </Stack>
      <OpenNotesDialog open={confirmingOpenNotes} state={state} send={send} />
      <ReopenDialog open={state.matches('askingReopen') || reopening} state={state} send={send} />
    </Card>
  );
}

/** Approving with notes still open: they are listed, and the approval waits for a second yes. */
function OpenNotesDialog({ open, state, send }: Props & { open: boolean }) {
  const t = useT();
  const submitting = state.matches('submitting');
  const { openNotes } = state.context;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !submitting && send({ type: 'decision.cancel' })}
      title={t(REVIEW_TEXTS.openNotesTitle)}
      description={t(REVIEW_TEXTS.openNotesMessage, { count: openNotes.length })}
      size="lg"
      closeLabel={t(REVIEW_TEXTS.close)}
      footer={
        <>
          <Button variant="outline" disabled={submitting} onClick={() => send({ type: 'decision.cancel' })}>
            {t(REVIEW_TEXTS.cancel)}
          </Button>
          <Button loading={submitting} onClick={() => send({ type: 'decision.confirm' })}>
            {t(submitting ? REVIEW_TEXTS.sending : REVIEW_TEXTS.approveWithOpenNotes)}
          </Button>
        </>
      }
    >
      <ul className={styles.openNotes}>
        {openNotes.map((note) => (
          <li key={note.number}>
            <Text size="sm" breakWords>
              {t(REVIEW_TEXTS.openNoteItem, { number: note.number, comment: note.comment })}
            </Text>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** Reopening an approval: the reason is required, emailed to the company and kept in the audit log. */
function ReopenDialog({ open, state, send }: Props & { open: boolean }) {
  const t = useT();
  const reopening = state.matches('reopening');
  const { reason, errors } = state.context;
  return (
    <FormModal
      open={open}
      formId={REOPEN_FORM_ID}
      title={t(REVIEW_TEXTS.reopenTitle)}
      size="lg"
      closeLabel={t(REVIEW_TEXTS.close)}
      cancelLabel={t(REVIEW_TEXTS.cancel)}
      submitLabel={t(reopening ? REVIEW_TEXTS.reopening : REVIEW_TEXTS.confirmReopen)}
      saving={reopening}
      onCancel={() => send({ type: 'decision.cancel' })}
    >
      <TextForm
        id={REOPEN_FORM_ID}
        onSubmit={() => send({ type: 'reopen.confirm' })}
        label={t(REVIEW_TEXTS.reopenReasonLabel)}
        hint={t(REVIEW_TEXTS.reopenReasonHint)}
        value={reason}
        error={errors.comment && t(errors.comment)}
        disabled={reopening}
        onChange={(text) => send({ type: 'reason.change', reason: text })}
      />
    </FormModal>
  );
}

type TextFormProps = { id?: string; onSubmit: () => void; label: string; hint: string; value: string; error?: string; disabled: boolean; onChange: (text: string) => void; children?: ReactNode };

/** A form the machine checks, led by one required text: sending it sends one event; the browser's own checks stay off. */
function TextForm({ id, onSubmit, label, hint, value, error, disabled, onChange, children }: TextFormProps) {
  return (
    <Stack
      as="form"
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Textarea label={label} hint={hint} required value={value} error={error} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
      {children}
    </Stack>
  );
}

/** A decision form's send and cancel. */
function FormActions({ submitLabel, submitting, send }: { submitLabel: string; submitting: boolean; send: Props['send'] }) {
  const t = useT();
  return (
    <Inline gap={3} align="center">
      <Button type="submit" disabled={submitting}>
        {submitting ? t(REVIEW_TEXTS.sending) : submitLabel}
      </Button>
      <Button variant="outline" disabled={submitting} onClick={() => send({ type: 'decision.cancel' })}>
        {t(REVIEW_TEXTS.cancel)}
      </Button>
    </Inline>
  );
}

/** An approval with changes: the changes it asks for are required, and go with the approval. */
function WithChangesForm({ state, send }: Props) {
  const t = useT();
  const { comment, errors } = state.context;
  const submitting = state.matches('submitting');
  return (
    <TextForm
      onSubmit={() => send({ type: 'decision.confirm' })}
      label={t(APPROVAL_FLOW_TEXTS.withChangesLabel)}
      hint={t(APPROVAL_FLOW_TEXTS.withChangesHint)}
      value={comment}
      error={errors.comment && t(errors.comment)}
      disabled={submitting}
      onChange={(text) => send({ type: 'comment.change', comment: text })}
    >
      <FormActions submitLabel={t(APPROVAL_FLOW_TEXTS.sendApproval)} submitting={submitting} send={send} />
    </TextForm>
  );
}

function ChangesForm({ state, send }: Props) {
  const t = useT();
  const { comment, reasons, errors } = state.context;
  const submitting = state.matches('submitting');
  return (
    <TextForm
      onSubmit={() => send({ type: 'decision.confirm' })}
      label={t(REVIEW_TEXTS.commentLabel)}
      hint={t(REVIEW_TEXTS.commentHint)}
      value={comment}
      error={errors.comment && t(errors.comment)}
      disabled={submitting}
      onChange={(text) => send({ type: 'comment.change', comment: text })}
    >
      <fieldset className={styles.fieldset} aria-describedby={errors.reasons ? REASONS_ERROR_ID : undefined} aria-invalid={errors.reasons ? true : undefined}>
        <legend className={styles.legend}>{t(REVIEW_TEXTS.reasonsLabel)}</legend>
        <div className={styles.reasonGrid}>
          {REVIEW_REASONS.map((reason) => (
            <Checkbox
              key={reason}
              label={t(REVIEW_TEXTS.reasons[reason])}
              checked={reasons.includes(reason)}
              disabled={submitting}
              onChange={() => send({ type: 'reason.toggle', reason })}
            />
          ))}
        </div>
        {errors.reasons && (
          <Text size="sm" tone="error" id={REASONS_ERROR_ID}>
            {t(errors.reasons)}
          </Text>
        )}
      </fieldset>
      <FormActions submitLabel={t(REVIEW_TEXTS.sendRequest)} submitting={submitting} send={send} />
    </TextForm>
  );
}
