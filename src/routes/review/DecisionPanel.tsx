import type { SnapshotFrom } from 'xstate';
import { REVIEW_REASONS, REVIEW_TEXTS } from '../../api/contract';
import { Badge, Button, Card, Checkbox, Inline, Spinner, Stack, StatusMessage, Text, Textarea } from '../../design-system';
import type { ReviewEvent, reviewMachine } from '../../machines/review.machine';
import { DECISION_TONES } from '../shared/decision-tones';
import { FailedWithAction } from '../shared/FailedWithAction';
import { NextInQueue } from './NextInQueue';
import * as styles from './review.css';

type Props = { state: SnapshotFrom<typeof reviewMachine>; send: (event: ReviewEvent) => void };

const REASONS_ERROR_ID = 'review-reasons-error';

/** Approve, or request changes with a comment and reasons; reopen an approval. The server's answer as it came. */
export function DecisionPanel({ state, send }: Props) {
  const { standing, decision, error, notice } = state.context;
  const submitting = state.matches('submitting');
  const reopening = state.matches('reopening');
  const changes = state.matches({ deciding: 'requestingChanges' }) || (submitting && decision === 'changes_requested');
  const approving = state.matches({ deciding: 'approving' }) || (submitting && decision === 'approved');

  return (
    <Card title={REVIEW_TEXTS.decisionTitle}>
      <Stack>
        {standing === 'approved' || standing === 'changes_requested' ? (
          <span>
            <Badge tone={DECISION_TONES[standing]}>{REVIEW_TEXTS.decisions[standing]}</Badge>
          </span>
        ) : (
          <Text size="sm" tone="muted">{standing === 'superseded' ? REVIEW_TEXTS.notLatest : standing === 'unsubmitted' ? REVIEW_TEXTS.notSubmitted : REVIEW_TEXTS.awaitingDecision}</Text>
        )}
        {notice && <StatusMessage tone="success">{notice}</StatusMessage>}
        {state.matches('decided') && state.context.next !== null && <NextInQueue next={state.context.next} />}
        {state.matches('loading') && <Spinner label={REVIEW_TEXTS.loading} />}
        {/* A refused decision, or a failed read after one: the reason, and a way to read the page again. */}
        {state.matches('failed') && <FailedWithAction message={error} actionLabel={REVIEW_TEXTS.reload} onAction={() => send({ type: 'review.reload' })} />}
        {state.matches('loadFailed') && <FailedWithAction message={error} actionLabel={REVIEW_TEXTS.retry} onAction={() => send({ type: 'review.retry' })} />}
        {state.matches('ready') && standing === 'undecided' && (
          <Inline gap={3} align="center">
            <Button onClick={() => send({ type: 'review.approve' })}>{REVIEW_TEXTS.approve}</Button>
            <Button variant="outline" onClick={() => send({ type: 'review.requestChanges' })}>
              {REVIEW_TEXTS.requestChanges}
            </Button>
          </Inline>
        )}
        {(state.matches('ready') || state.matches('decided') || reopening) && standing === 'approved' && (
          <div>
            <Button variant="outline" disabled={reopening} onClick={() => send({ type: 'review.reopen' })}>
              {reopening ? REVIEW_TEXTS.reopening : REVIEW_TEXTS.reopen}
            </Button>
          </div>
        )}
        {approving && (
          <Stack>
            <Text size="sm" tone="default" breakWords>{REVIEW_TEXTS.approveHint}</Text>
            <Inline gap={3} align="center">
              <Button disabled={submitting} onClick={() => send({ type: 'decision.confirm' })}>
                {submitting ? REVIEW_TEXTS.sending : REVIEW_TEXTS.confirmApprove}
              </Button>
              <Button variant="outline" disabled={submitting} onClick={() => send({ type: 'decision.cancel' })}>
                {REVIEW_TEXTS.cancel}
              </Button>
            </Inline>
          </Stack>
        )}
        {changes && <ChangesForm state={state} send={send} />}
      </Stack>
    </Card>
  );
}

function ChangesForm({ state, send }: Props) {
  const { comment, reasons, errors } = state.context;
  const submitting = state.matches('submitting');
  return (
    <Stack as="form"
     
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'decision.confirm' });
      }}
    >
      <Textarea
        label={REVIEW_TEXTS.commentLabel}
        hint={REVIEW_TEXTS.commentHint}
        required
        value={comment}
        error={errors.comment}
        disabled={submitting}
        onChange={(event) => send({ type: 'comment.change', comment: event.target.value })}
      />
      <fieldset className={styles.fieldset} aria-describedby={errors.reasons ? REASONS_ERROR_ID : undefined} aria-invalid={errors.reasons ? true : undefined}>
        <legend className={styles.legend}>{REVIEW_TEXTS.reasonsLabel}</legend>
        <div className={styles.reasonGrid}>
          {REVIEW_REASONS.map((reason) => (
            <Checkbox
              key={reason}
              label={REVIEW_TEXTS.reasons[reason]}
              checked={reasons.includes(reason)}
              disabled={submitting}
              onChange={() => send({ type: 'reason.toggle', reason })}
            />
          ))}
        </div>
        {errors.reasons && (
          <Text size="sm" tone="error" id={REASONS_ERROR_ID}>
            {errors.reasons}
          </Text>
        )}
      </fieldset>
      <Inline gap={3} align="center">
        <Button type="submit" disabled={submitting}>
          {submitting ? REVIEW_TEXTS.sending : REVIEW_TEXTS.sendRequest}
        </Button>
        <Button variant="outline" disabled={submitting} onClick={() => send({ type: 'decision.cancel' })}>
          {REVIEW_TEXTS.cancel}
        </Button>
      </Inline>
    </Stack>
  );
}
