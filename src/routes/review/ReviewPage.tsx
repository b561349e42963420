import { Link, useParams } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { getDifference } from '../../api/differences';
import { fromPromise } from 'xstate';
import { ARTWORK_MESSAGES, can, type DifferenceSet, NOTES_PANEL_TEXTS, PAGE_TITLES, REVIEW_TEXTS, versionValue } from '../../api/contract';
import { useT } from '../../i18n';
import { Card, FormError, Spinner, Stack } from '../../design-system';
import type { ChangedNote } from '../../machines/changed-notes.machine';
import { type OpenNote, reviewMachine } from '../../machines/review.machine';
import { usePolled } from '../shared/proofing/canvas/use-polled';
import { changeBadge } from './change-badge';
import { ChangedNotesSteps } from './ChangedNotesSteps';
import type { Note } from '../shared/proofing/notes';
import { ReviewSubject } from './ReviewSubject';
import { TitledPage } from '../shared/TitledPage';
import { CompareVersions } from './CompareVersions';
import { DecisionPanel } from './DecisionPanel';
import { StageView } from './StageView';
import { FailedWithAction } from '../shared/FailedWithAction';
import { NotesPanel } from '../shared/proofing/NotesPanel';
import { useVersionNotes } from '../shared/proofing/use-version-notes';
import { useSessionUser } from '../shared/use-session';
import { ReviewArtwork } from './ReviewArtwork';
import { ReviewFileCheck } from './ReviewFileCheck';
import { VersionHistory } from './VersionHistory';
import { linkButton } from '../shared/section.css';
import { GUEST_REVIEW, type ReviewPlace, ReviewPlaceContext, STAFF_REVIEW, useReviewPlace } from './review-place';
import * as styles from './review.css';

const ID = /^[1-9]\d{0,9}$/;

/** The notes still open on the version, as approving it lists them. */
const openNotesOf = (notes: readonly Note[]): OpenNote[] => notes.filter((note) => note.annotation.resolved === null).map((note) => ({ number: note.number, comment: note.annotation.body[0]?.value ?? '' }));

/** The open notes carried to the version that a changed region overlaps, as the steps go through them. */
const changedNotesOf = (notes: readonly Note[], changed: ReadonlyMap<string, boolean>): ChangedNote[] =>
  notes.filter((note) => note.annotation.resolved === null && changed.get(note.annotation.id) === true).map((note) => ({ id: note.annotation.id, number: note.number, comment: note.annotation.body[0]?.value ?? '' }));

const finding = (set: DifferenceSet) => set.status === 'pending';

/** /review/$versionId: one submitted version with its artwork and notes, file checks, history and the reviewer's decision. */
export function ReviewPage() {
  return <ReviewPageAt place={STAFF_REVIEW} title={PAGE_TITLES.review} />;
}

/** /guest/review/$versionId: the same page for a guest reviewer, whose way back and next lead to its own list. */
export function GuestReviewPage() {
  return <ReviewPageAt place={GUEST_REVIEW} title={PAGE_TITLES.guestReview} />;
}

function ReviewPageAt({ place, title }: { place: ReviewPlace; title: string }) {
  const t = useT();
  const { versionId } = useParams({ strict: false }) as { versionId?: string };
  return (
    <TitledPage title={t(title)}>
      <ReviewPlaceContext.Provider value={place}>
        {versionId && ID.test(versionId) ? (
          <Review key={versionId} versionId={Number(versionId)} />
        ) : (
          <Card>
            <FormError>{t(ARTWORK_MESSAGES.versionNotFound)}</FormError>
          </Card>
        )}
      </ReviewPlaceContext.Provider>
    </TitledPage>
  );
}

function Review({ versionId }: { versionId: number }) {
  const t = useT();
  const { role, id: reviewerId } = useSessionUser();
  const place = useReviewPlace();
  // After a decision, the next version waiting for the reader is found in the place's own list.
  const machine = useMemo(() => reviewMachine.provide({ actors: { next: fromPromise<number | 'none', number>(({ input }) => place.next(input)) } }), [place]);
  const [state, send] = useMachine(machine, { input: { versionId, reviewerId } });
  const { data, error } = state.context;
  const notes = useVersionNotes(versionId);
  const { selectedId, select, onSaved, reload } = notes;
  // What changed since the version before: which carried notes it touched, marked on the list and stepped through.
  const difference = usePolled(getDifference, versionId, true, finding);
  const notesChanged = useMemo(() => new Map(difference?.status === 'ready' ? difference.notes.map((note) => [note.annotationId, note.changed]) : []), [difference]);

  if (!data) {
    return (
      <Card>
        {state.matches('loadFailed') && state.context.refused ? (
          // Not one of the reader's, or gone: trying again cannot help; the queue is the way back.
          <Stack>
            <FormError>{error && t(error)}</FormError>
            <div>
              <Link to={place.list.path} className={linkButton}>
                {t(place.list.label)}
              </Link>
            </div>
          </Stack>
        ) : state.matches('loadFailed') ? (
          <FailedWithAction message={error && t(error)} actionLabel={t(REVIEW_TEXTS.retry)} onAction={() => send({ type: 'review.retry' })} />
        ) : (
          <div className={styles.centre}>
            <Spinner label={t(REVIEW_TEXTS.loading)} size="lg" />
          </div>
        )}
      </Card>
    );
  }
  const { version, versions, reviews, subject } = data;
  const title = t(REVIEW_TEXTS.versionTitle, { version: versionValue(version.version), name: version.originalName });
  return (
    <Stack gap={6}>
      <div className={styles.layout}>
        <Card title={title}>
          <Stack>
            <ReviewSubject subject={subject} />
            <ReviewArtwork
              version={version}
              name={title}
              notes={notes.numberedNotes}
              printSize={subject.printSize}
              selectedId={selectedId}
              onSelect={select}
              onSaved={onSaved}
            />
            <ReviewFileCheck key={version.id} version={version} role={role} />
          </Stack>
        </Card>
        <Stack gap={6}>
          <Card title={t(NOTES_PANEL_TEXTS.title)}>
            {notes.error ? (
              <FailedWithAction message={notes.error && t(notes.error)} actionLabel={t(REVIEW_TEXTS.retry)} onAction={notes.reload} />
            ) : notes.loading ? (
              <Spinner label={t(REVIEW_TEXTS.loading)} />
            ) : (
              <Stack>
                {can(role, 'resolveAnnotations') && <ChangedNotesSteps versionId={version.id} changed={changedNotesOf(notes.numberedNotes, notesChanged)} onSelect={select} onResolved={reload} />}
                <NotesPanel
                  notes={notes.numberedNotes}
                  role={role}
                  timeZone={subject.event.timeZone}
                  printSize={subject.printSize}
                  selectedId={selectedId}
                  onSelect={select}
                  badgeOf={(id) => changeBadge(notesChanged.get(id))}
                  {...notes.actions}
                />
              </Stack>
            )}
          </Card>
          {data.flow && <StageView flow={data.flow} reviews={reviews} />}
          <DecisionPanel state={state} send={send} openNotes={openNotesOf(notes.numberedNotes)} />
          <VersionHistory versions={versions} reviews={reviews} currentId={version.id} timeZone={subject.event.timeZone} />
        </Stack>
      </div>
      <CompareVersions key={version.id} versions={versions} reviews={reviews} currentId={version.id} timeZone={subject.event.timeZone} printSize={subject.printSize} />
    </Stack>
  );
}
