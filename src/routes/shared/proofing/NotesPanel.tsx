import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { can, NOTES_PANEL_TEXTS, PROOF_REPORT_TEXTS, type PrintSize } from '../../../api/contract';
import { Badge, Stack, Text } from '../../../design-system';
import { instantText, viewerHint } from '../dates';
import { NoteThread, type NoteActions } from './NoteThread';
import { authorOf, carriedText, placeText, type Note } from './notes';
import * as styles from './notes-panel.css';
import { t } from '../../../i18n';

export type NotesPanelProps = NoteActions & {
  /** The version's notes as the server lists them (its own and those carried from earlier versions), numbered. */
  notes: readonly Note[];
  /** The viewer's role: replying and resolving are offered as the permissions table allows. */
  role: string | undefined;
  /** The event's time zone, whose clock the times are shown on. */
  timeZone: string;
  /** The requirement's printed size, for places in millimetres from the trim; null when it is not known. */
  printSize: PrintSize | null;
  /** The selected note's id (its IRI), which the artwork highlights. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Moves the focus to the selected note when it is chosen from outside (a link to it), not only into view. */
  focusSelected?: boolean;
  /** A word more on a note, by its id: "changed here" or "unchanged here" beside a carried note on compare. */
  badgeOf?: (annotationId: string) => { text: string; tone: 'success' | 'neutral' } | undefined;
};

const NOTE_BUTTON = 'button[data-note]';

/**
 * A version's notes, numbered as the artwork, the email and the proof report number them: a list
 * whose heads select a note (Enter or Space; the arrow keys, Home and End move between them and
 * select as they go), each with its thread, and for the selected one the reply form and resolve or
 * reopen, as the permissions table lets the viewer.
 */
export function NotesPanel({ notes, role, timeZone, printSize, selectedId, onSelect, focusSelected = false, badgeOf, onReply, onResolve, onReopen }: NotesPanelProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const hintId = useId();
  const actions: NoteActions = {
    ...(onReply && can(role, 'annotateArtwork') ? { onReply } : {}),
    ...(onResolve && can(role, 'resolveAnnotations') ? { onResolve } : {}),
    ...(onReopen && can(role, 'resolveAnnotations') ? { onReopen } : {}),
  };

  // A note selected elsewhere (on the artwork, or by a link) is brought into view, and focused when asked.
  useEffect(() => {
    if (selectedId === null) return;
    const button = [...(listRef.current?.querySelectorAll<HTMLButtonElement>(NOTE_BUTTON) ?? [])].find((element) => element.dataset.note === selectedId);
    if (!button) return;
    button.closest('li')?.scrollIntoView?.({ block: 'nearest' });
    if (focusSelected && !listRef.current?.contains(document.activeElement)) button.focus({ preventScroll: true });
  }, [selectedId, focusSelected, notes.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>(NOTE_BUTTON)];
    const at = buttons.indexOf(event.target as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = buttons[Math.max(0, Math.min(buttons.length - 1, next))]!;
    target.focus();
    onSelect(target.dataset.note!);
  };

  if (notes.length === 0) return <Text size="sm" tone="muted">{t(NOTES_PANEL_TEXTS.empty)}</Text>;
  return (
    <Stack gap={2}>
      <Text size="xs" tone="muted" id={hintId}>
        {t(NOTES_PANEL_TEXTS.keyboardHint)}
      </Text>
      <ol ref={listRef} className={styles.list} aria-label={t(NOTES_PANEL_TEXTS.listLabel, { count: notes.length })} onKeyDown={onKeyDown}>
        {notes.map(({ number, annotation, place, paged }) => {
          const selected = annotation.id === selectedId;
          const [comment] = annotation.body;
          const from = carriedText(annotation);
          const where = placeText({ number, annotation, place, paged }, printSize);
          const badge = badgeOf?.(annotation.id);
          return (
            <li key={annotation.id} className={styles.item} data-selected={selected} data-resolved={annotation.resolved !== null}>
              <button
                type="button"
                className={styles.select}
                data-note={annotation.id}
                aria-pressed={selected}
                aria-describedby={`${hintId}-${number} ${hintId}-${number}-place ${hintId}`}
                onClick={() => onSelect(annotation.id)}
              >
                <span className={styles.number} aria-hidden>
                  {number}
                </span>
                <span className={styles.meta} id={`${hintId}-${number}`} aria-hidden>
                  <span>{t(place.w === 0 && place.h === 0 ? PROOF_REPORT_TEXTS.pin : PROOF_REPORT_TEXTS.box)}</span>
                  {from && <Badge tone="info">{from}</Badge>}
                  {badge && <Badge tone={badge.tone}>{badge.text}</Badge>}
                  {annotation.resolved ? <Badge tone="success">{t(NOTES_PANEL_TEXTS.resolvedBadge)}</Badge> : <Badge tone="warning">{t(PROOF_REPORT_TEXTS.open)}</Badge>}
                </span>
                <span className={styles.text}>
                  <VisuallyHidden>{t(NOTES_PANEL_TEXTS.notePrefix, { number })}</VisuallyHidden> {comment?.value}
                </span>
                <span className={styles.place} id={`${hintId}-${number}-place`} aria-hidden>
                  <span title={viewerHint(annotation.created, timeZone)}>{`${authorOf(annotation)}, ${instantText(annotation.created, timeZone)}`}</span>
                  {where && (
                    <>
                      <span aria-hidden> · </span>
                      <span>{where}</span>
                    </>
                  )}
                </span>
              </button>
              <NoteThread annotation={annotation} number={number} timeZone={timeZone} open={selected} {...actions} />
            </li>
          );
        })}
      </ol>
    </Stack>
  );
}
