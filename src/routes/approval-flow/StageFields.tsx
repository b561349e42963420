import { useId } from 'react';
import { APPROVAL_FLOW_EDITOR_TEXTS as T, APPROVAL_FLOW_TEXTS, type EventReviewer, roleLabel, STAGE_DAYS_MAX, STAGE_RULES, type StageRule } from '../../api/contract';
import { Button, Checkbox, Select, TextField } from '../../design-system';
import { useT } from '../../i18n';
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
  const t = useT();
  const titleId = useId();
  const reviewersId = useId();
  const error = (field: string) => {
    const message = errors[`stages.${index}.${field}`];
    return message ? t(message) : undefined;
  };
  const called = stage.name.trim() || t(T.unnamedStage, { place: index + 1 });
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
            {t(T.stageLegend, { place: index + 1 })}
          </h3>
          <div className={styles.stageActions}>
            <Button variant="ghost" size="sm" aria-label={t(T.moveUp, { name: called })} disabled={disabled || index === 0} onClick={() => onMove(-1)}>
              {t(T.up)}
            </Button>
            <Button variant="ghost" size="sm" aria-label={t(T.moveDown, { name: called })} disabled={disabled || index === count - 1} onClick={() => onMove(1)}>
              {t(T.down)}
            </Button>
            <Button variant="ghost" size="sm" aria-label={t(T.removeStage, { name: called })} disabled={disabled} onClick={onRemove}>
              {t(T.removeStageLabel)}
            </Button>
          </div>
        </div>
        <div className={styles.fields}>
          <TextField
            label={t(T.stageName)}
            value={stage.name}
            placeholder={t(T.stageNamePlaceholder)}
            error={error('name')}
            disabled={disabled}
            onChange={(event) => onChange('name', event.target.value)}
          />
          <Select
            label={t(T.rule)}
            value={stage.rule}
            options={STAGE_RULES.map((rule) => ({ value: rule, label: t(APPROVAL_FLOW_TEXTS.rules[rule]) }))}
            error={error('rule')}
            disabled={disabled}
            onChange={(event) => onChange('rule', event.target.value as StageRule)}
          />
          <fieldset className={`${styles.fieldset} ${styles.wide}`} aria-describedby={reviewersError ? `${reviewersId}-error` : `${reviewersId}-hint`} aria-invalid={reviewersError ? true : undefined}>
            <legend className={styles.groupLabel}>{t(T.reviewers)}</legend>
            {reviewers.length === 0 && <p className={styles.groupHint}>{t(T.noReviewers)}</p>}
            <div className={styles.choices}>
              {[...reviewers.map((reviewer) => ({ userId: reviewer.userId, label: `${reviewer.name} (${t(roleLabel(reviewer.role))})` })), ...former.map((reviewer) => ({ userId: reviewer.userId, label: t(T.formerReviewer, { name: reviewer.name }) }))].map((choice) => (
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
              {t(T.reviewersHint)}
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
              label={t(T.decider)}
              value={stage.deciderId === null ? '' : String(stage.deciderId)}
              placeholder={t(T.deciderPlaceholder)}
              options={chosen.map((reviewer) => ({ value: String(reviewer.userId), label: reviewer.name }))}
              hint={t(T.deciderHint)}
              error={error('deciderId')}
              disabled={disabled}
              onChange={(event) => onChange('deciderId', event.target.value || null)}
            />
          )}
          <TextField
            label={t(T.days)}
            type="number"
            inputMode="numeric"
            min={1}
            max={STAGE_DAYS_MAX}
            value={stage.days}
            hint={t(T.daysHint, { timeZone })}
            error={error('days')}
            disabled={disabled}
            onChange={(event) => onChange('days', event.target.value)}
          />
          <div className={styles.wide}>
            <Checkbox label={t(T.skipUnchanged)} checked={stage.skipUnchanged} error={error('skipUnchanged')} disabled={disabled} onChange={(event) => onChange('skipUnchanged', event.target.checked)} />
          </div>
        </div>
      </div>
    </li>
  );
}
