import type { SnapshotFrom } from 'xstate';
import { REVIEW_CHECKLIST_TEXTS as T, unticked } from '../../api/contract';
import { instantText } from '../shared/dates';
import { Checkbox, Stack, Text } from '../../design-system';
import { useT } from '../../i18n';
import type { ReviewEvent, reviewMachine } from '../../machines/review.machine';
import * as styles from './review.css';

type Props = { state: SnapshotFrom<typeof reviewMachine>; send: (event: ReviewEvent) => void };

/**
 * The requirement's checklist on this version: the reviewer ticks each item (saved at once), and
 * sees every reviewer's ticks with their times. Ticks change only while the version waits for its
 * decision; nothing shows when the requirement has no checklist.
 */
export function ReviewChecklist({ state, send }: Props) {
  const t = useT();
  const { data, standing, reviewerId } = state.context;
  if (!data || data.checklist.items.length === 0) return null;
  const { items } = data.checklist;
  const open = standing === 'undecided';
  const editable = open && state.matches('ready');
  const remaining = unticked(data.checklist, reviewerId).length;
  const when = (instant: string) => instantText(instant, data.subject.event.timeZone);
  return (
    <fieldset className={styles.fieldset} aria-busy={state.matches('ticking') || undefined}>
      <legend className={styles.legend}>{t(T.title)}</legend>
      <Stack gap={2}>
        {items.map((item) => {
          const mine = item.ticks.some((tick) => tick.reviewerId === reviewerId);
          const notes = [...(item.required ? [] : [t(T.optional)]), ...item.ticks.map((tick) => t(T.tickedBy, { who: tick.reviewer ?? '—', when: when(tick.tickedAt) }))];
          return (
            <Checkbox
              key={item.id}
              label={item.text}
              hint={notes.length > 0 ? notes.join(' · ') : undefined}
              checked={mine}
              disabled={!editable}
              onChange={() => send({ type: 'checklist.tick', itemId: item.id, ticked: !mine })}
            />
          );
        })}
        {open && (
          <Text size="sm" tone={remaining === 0 ? 'success' : 'muted'}>
            {remaining === 0 ? t(T.complete) : `${t(T.remaining, { count: remaining })} ${t(T.hint)}`}
          </Text>
        )}
      </Stack>
    </fieldset>
  );
}
