import { useId } from 'react';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, APPROVAL_FLOW_TEXTS, type EventReviewer, roleLabel, STAGE_DAYS_MAX, STAGE_RULES, type StageRule } from '../../api/contract';
import { Button, Checkbox, Select, TextField } from '../../design-system';
import type { DraftStage, StageField } from '../../machines/flow-editor.machine';
import { StageGuests } from './StageGuests';
import * as styles from './approval-flow.css';

type Props = {
  stage: DraftStage;
  index: number;
  count: number;
  reviewers: readonly EventReviewer[];
  /** The names of the reviewers the stored flow names, some of whom may no longer review the event. */
  knownNames: ReadonlyMap<number, string>;
  timeZone: string;
  /** The refusals by the server's keys (`stages.0.name`…). */
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (field: StageField, value: string | boolean | null) => void;
  onReviewer: (userId: number, chosen: boolean) => void;
  onAddGuest: () => void;
  onRemoveGuest: (email: string) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** One stage of the flow in the editor: its name, reviewers, rule (and named approver), days and skip setting, moved or removed. */
export function StageFields({ stage, index, count, reviewers, knownNames, timeZone, errors, disabled, onChange, onReviewer, onAddGuest, onRemoveGuest, onMove, onRemove }: Props) {
  const titleId = useId();
  const reviewersId = useId();
  const error = (field: string) => errors[`stages.${index}.${field}`];
  const called = stage.name.trim() || T.unnamedStage(index + 1);
  const byId = new Map(reviewers.map((reviewer) => [reviewer.userId, reviewer.name]));
  // Chosen before but no longer among the event's reviewers: shown, so that they can be taken off.
  const former = stage.reviewerIds.filter((id) => !byId.has(id)).map((userId) => ({ userId, name: knownNames.get(userId) ?? String(userId) }));
  const chosen = stage.reviewerIds.map((userId) => ({ userId, name: byId.get(userId) ?? knownNames.get(userId) ?? String(userId) }));
  const reviewersError = error('reviewers');
  return (
    <li className={styles.item}>
      <div role="group" aria-labelledby={titleId}>
        <div className={styles.stageHead}>
          <span className={styles.place} aria-hidden="true">
            {index + 1}
          </span>
          <h3 id={titleId} className={styles.stageTitle}>
            {T.stageLegend(index + 1)}
          </h3>
          <div className={styles.stageActions}>
            <Button variant="ghost" size="sm" aria-label={T.moveUp(called)} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
              {T.up}
            </Button>
            <Button variant="ghost" size="sm" aria-label={T.moveDown(called)} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
              {T.down}
            </Button>
            <Button variant="ghost" size="sm" aria-label={T.removeStage(called)} disabled={disabled} onClick={onRemove}>
              {T.removeStageLabel}
            </Button>
          </div>
        </div>
        <div className={styles.fields}>
          <TextField
            label={T.stageName}
            value={stage.name}
            placeholder={T.stageNamePlaceholder}
            error={error('name')}
            disabled={disabled}
            onChange={(event) => onChange('name', event.target.value)}
          />
          <Select
            label={T.rule}
            value={stage.rule}
            options={STAGE_RULES.map((rule) => ({ value: rule, label: APPROVAL_FLOW_TEXTS.rules[rule] }))}
            error={error('rule')}
            disabled={disabled}
            onChange={(event) => onChange('rule', event.target.value as StageRule)}
          />
          <fieldset className={`${styles.fieldset} ${styles.wide}`} aria-describedby={reviewersError ? `${reviewersId}-error` : `${reviewersId}-hint`} aria-invalid={reviewersError ? true : undefined}>
            <legend className={styles.groupLabel}>{T.reviewers}</legend>
            {reviewers.length === 0 && <p className={styles.groupHint}>{T.noReviewers}</p>}
            <div className={styles.choices}>
              {[...reviewers.map((reviewer) => ({ userId: reviewer.userId, label: `${reviewer.name} (${roleLabel(reviewer.role)})` })), ...former.map((reviewer) => ({ userId: reviewer.userId, label: T.formerReviewer(reviewer.name) }))].map((choice) => (
                <Checkbox
                  key={choice.userId}
                  label={choice.label}
                  checked={stage.reviewerIds.includes(choice.userId)}
                  disabled={disabled}
                  onChange={(event) => onReviewer(choice.userId, event.target.checked)}
                />
              ))}
            </div>
            <p id={`${reviewersId}-hint`} className={styles.groupHint}>
              {T.reviewersHint}
            </p>
            <StageGuests
              emails={stage.guestEmails}
              typed={stage.guestEmail}
              error={error('guestEmail')}
              disabled={disabled}
              onType={(value) => onChange('guestEmail', value)}
              onAdd={onAddGuest}
              onRemove={onRemoveGuest}
            />
            {reviewersError && (
              <p id={`${reviewersId}-error`} className={styles.groupError}>
                {reviewersError}
              </p>
            )}
          </fieldset>
          {stage.rule === 'named' && (
            <Select
              label={T.decider}
              value={stage.deciderId === null ? '' : String(stage.deciderId)}
              placeholder={T.deciderPlaceholder}
              options={chosen.map((reviewer) => ({ value: String(reviewer.userId), label: reviewer.name }))}
              hint={T.deciderHint}
              error={error('deciderId')}
              disabled={disabled}
              onChange={(event) => onChange('deciderId', event.target.value || null)}
            />
          )}
          <TextField
            label={T.days}
            type="number"
            inputMode="numeric"
            min={1}
            max={STAGE_DAYS_MAX}
            value={stage.days}
            hint={T.daysHint(timeZone)}
            error={error('days')}
            disabled={disabled}
            onChange={(event) => onChange('days', event.target.value)}
          />
          <div className={styles.wide}>
            <Checkbox label={T.skipUnchanged} checked={stage.skipUnchanged} error={error('skipUnchanged')} disabled={disabled} onChange={(event) => onChange('skipUnchanged', event.target.checked)} />
          </div>
        </div>
      </div>
    </li>
  );
}
