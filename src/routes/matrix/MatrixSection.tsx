import { useNavigate, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { LIST_TEXTS, MATRIX_TEXTS, type Event, type MatrixFilter } from '../../api/contract';
import { Card, Spinner, Stack, Text, toast } from '../../design-system';
import { matrixMachine, selectionCount } from '../../machines/matrix.machine';
import { ListPagination } from '../shared/ListPagination';
import { FailedWithAction } from '../shared/FailedWithAction';
import { ExtensionDialog } from './ExtensionDialog';
import { MatrixDownloads } from './MatrixDownloads';
import { MatrixFilters } from './MatrixFilters';
import { matrixQueryOf, type MatrixSearch } from './matrix-search';
import { MatrixSummary } from './MatrixSummary';
import { MatrixTable, type ExtendTarget } from './MatrixTable';
import { SelectionBar } from './SelectionBar';
import * as styles from './matrix.css';
import { useT } from '../../i18n';

/**
 * "Artwork Completeness": every exhibitor of the event against every requirement, filtered and
 * searched through the address (a reload or a shared link shows the same), with the selection and
 * reminders, per-company extensions, the CSV of what is shown and the ZIP of what is approved.
 */
export function MatrixSection({ event }: { event: Event }) {
  const t = useT();
  const navigate = useNavigate();
  const query = matrixQueryOf(useSearch({ strict: false }) as Record<string, unknown>);
  const { filter, search, page } = query;
  const matrix = useActorRef(matrixMachine, { input: { eventId: event.id, query } });
  const state = useSelector(matrix, (snapshot) => snapshot);
  const { data, error, selected, allMatching } = state.context;
  const [extending, setExtending] = useState<ExtendTarget | null>(null);

  useEffect(() => {
    const subscriptions = [matrix.on('matrix.reminded', ({ message }) => toast.success(message)), matrix.on('matrix.remindFailed', ({ message }) => toast.error(t(message)))];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [matrix, t]);

  // The address is where the view lives: the matrix follows it (a click here, back, a link).
  useEffect(() => {
    matrix.send({ type: 'matrix.query', query: { filter, search, page } });
  }, [matrix, filter, search, page]);

  const go = useCallback(
    (next: MatrixSearch, replace = false) =>
      void navigate({ to: '.', search: (previous: MatrixSearch) => ({ ...previous, page: undefined, ...next }), replace } as never),
    [navigate],
  );
  const onSearch = useCallback((typed: string) => go({ search: typed.trim() || undefined }, true), [go]);

  // Past the last page (rows went, or the address asked too far): the last page instead.
  const pastTheEnd = data !== null && data.rows.length === 0 && data.totalItems > 0 && page > data.totalPages;
  useEffect(() => {
    if (pastTheEnd) go({ page: data.totalPages }, true);
  }, [pastTheEnd, data, go]);

  const loaded = state.matches({ view: 'loaded' });
  const sending = state.matches({ remind: 'sending' });
  const pageIds = data?.rows.map((row) => row.company.id) ?? [];
  const picked = pageIds.filter((id) => allMatching || selected.includes(id)).length;
  const pageSelection = picked === 0 ? 'none' : picked === pageIds.length ? 'all' : 'some';
  const narrowed = filter !== 'all' || search.trim() !== '';

  return (
    <Card title={t(MATRIX_TEXTS.title)} actions={<MatrixDownloads eventId={event.id} query={query} />}>
      <Stack>
        <Text size="sm" tone="muted">{t(MATRIX_TEXTS.hint)}</Text>
        {data && <MatrixSummary counts={data.counts} />}
        <MatrixFilters filter={filter} search={search} onFilter={(next: MatrixFilter) => go({ filter: next === 'all' ? undefined : next })} onSearch={onSearch} />
        {state.matches({ view: 'failed' }) ? (
          <FailedWithAction message={error && t(error)} actionLabel={t(LIST_TEXTS.retry)} onAction={() => matrix.send({ type: 'matrix.retry' })} />
        ) : !data ? (
          <Spinner label={t(MATRIX_TEXTS.loading)} />
        ) : data.requirements.length === 0 ? (
          <Text size="sm" tone="muted">{t(MATRIX_TEXTS.noRequirements)}</Text>
        ) : (
          <>
            <SelectionBar
              count={selectionCount(state.context)}
              allMatching={allMatching}
              pageSelected={pageSelection === 'all'}
              pageRows={pageIds.length}
              totalItems={data.totalItems}
              sending={sending}
              onSelectAll={() => matrix.send({ type: 'all.select' })}
              onClear={() => matrix.send({ type: 'selection.clear' })}
              onRemind={() => matrix.send({ type: 'remind' })}
            />
            <div aria-busy={!loaded || undefined}>
              <MatrixTable
                data={data}
                timeZone={event.timeZone}
                emptyText={t(narrowed ? MATRIX_TEXTS.noMatches : MATRIX_TEXTS.noExhibitors)}
                isSelected={(id) => allMatching || selected.includes(id)}
                pageSelection={pageSelection}
                selectionLocked={!loaded || sending}
                onToggleRow={(companyId) => matrix.send({ type: 'row.toggle', companyId })}
                onTogglePage={() => matrix.send({ type: 'page.toggle' })}
                onExtend={setExtending}
              />
            </div>
            {data.totalPages > 1 && (
              <div className={styles.paging}>
                <ListPagination label={t(MATRIX_TEXTS.pagination)} page={data.currentPage} totalPages={data.totalPages} onPageChange={(next) => go({ page: next })} />
              </div>
            )}
          </>
        )}
      </Stack>
      {extending && (
        <ExtensionDialog
          key={`${extending.requirement.id}-${extending.company.id}`}
          target={extending}
          timeZone={event.timeZone}
          onClose={() => setExtending(null)}
          onChanged={(message) => {
            setExtending(null);
            toast.success(message);
            matrix.send({ type: 'matrix.reload' });
          }}
        />
      )}
    </Card>
  );
}
