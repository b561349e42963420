import { useActorRef, useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { messageOf } from '../../api/client';
import { ACCOUNT_FIELDS, EVENT_TEXTS, INVITED_STATUS, IMPORT_TEXTS, SAMPLE_CSV_PATH, type Event, type EventExhibitor } from '../../api/contract';
import { listExhibitors, removeExhibitor } from '../../api/events';
import { Badge, Button, Card, ConfirmDialog, Inline, Stack, Table, type TableColumn, Text, toast } from '../../design-system';
import { ListPagination } from '../shared/ListPagination';
import { crudListMachine } from '../../machines/crud-list.machine';
import { exhibitorImportMachine } from '../../machines/exhibitor-import.machine';
import { AddExhibitorModal } from './AddExhibitorModal';
import { ImportExhibitorsModal } from './ImportExhibitorsModal';
import { useT } from '../../i18n';
import * as styles from './event-details.css';

type Props = { event: Event; onChanged: () => void };

/** "Add Exhibitors for this Event" and "Exhibitors Already Active", with their real status. */
export function ExhibitorsSection({ event, onChanged }: Props) {
  const t = useT();
  const [state, send, list] = useMachine(crudListMachine, {
    input: {
      fetchPage: async ({ page }) => {
        const answer = await listExhibitors(event.id, page);
        return { rows: answer.exhibitors, totalItems: answer.totalItems, totalPages: answer.totalPages, currentPage: answer.currentPage };
      },
      remove: (companyId) => removeExhibitor(event.id, companyId),
      page: 1,
      search: '',
      signOutStatuses: [],
    },
  });
  const importer = useActorRef(exhibitorImportMachine, { input: { eventId: event.id } });

  useEffect(() => {
    const subscriptions = [
      list.on('list.deleted', ({ output }) => {
        toast.success(t((output as { message: string }).message));
        onChanged();
      }),
      list.on('list.deleteFailed', ({ error }) => toast.error(t(messageOf(error, EVENT_TEXTS.exhibitorRemoveFailed)))),
      importer.on('import.committed', () => {
        list.send({ type: 'list.reload' });
        onChanged();
      }),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [list, importer, onChanged, t]);

  const { rows, page, totalPages, pendingId, failure } = state.context;
  const exhibitors = rows as EventExhibitor[];
  const removing = exhibitors.find((row) => row.companyId === pendingId) ?? null;
  // Two lines a cell, so that the table fits a card without sideways scrolling on a laptop.
  const twoLines = (first: string, second: string) => (
    <>
      <Text as="span" block tone="strong" weight="medium">{first}</Text>
      <Text as="span" block size="xs" tone="muted" breakWords>{second}</Text>
    </>
  );
  const columns: TableColumn<EventExhibitor>[] = [
    { key: 'company', header: t(EVENT_TEXTS.companyNameLabel), render: (row) => twoLines(row.companyName, row.productCategory) },
    { key: 'contact', header: t(EVENT_TEXTS.contactPersonLabel), render: (row) => twoLines(row.contactPerson, row.email) },
    { key: 'booth', header: t(EVENT_TEXTS.boothLabel), render: (row) => twoLines(row.booth ?? t(EVENT_TEXTS.notSet), row.boothSize) },
    {
      key: 'status',
      header: t(ACCOUNT_FIELDS.status),
      // An Active link of a company that has not set its password yet: Invited until it does.
      render: (row) =>
        row.invited && row.status === 'Active' ? <Badge tone="info">{t(INVITED_STATUS)}</Badge> : <Badge tone={row.status === 'Active' ? 'success' : 'neutral'}>{t(row.status)}</Badge>,
    },
    {
      key: 'actions',
      header: t(ACCOUNT_FIELDS.actions),
      align: 'end',
      render: (row) => (
        <Button variant="ghost" size="sm" aria-label={t(EVENT_TEXTS.removeExhibitorLabel, { company: row.companyName })} onClick={() => send({ type: 'list.delete', id: row.companyId })}>
          {t(EVENT_TEXTS.removeExhibitor)}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Card
        title={t(EVENT_TEXTS.exhibitorsSection)}
        actions={
          <Inline gap={3}>
            <Button variant="outline" onClick={() => importer.send({ type: 'import.open' })}>
              {t(EVENT_TEXTS.uploadCsvButton)}
            </Button>
            <Button onClick={() => send({ type: 'list.add' })}>{t(EVENT_TEXTS.addExhibitorButton)}</Button>
          </Inline>
        }
      >
        <Stack>
          <Text size="sm" tone="muted">{t(EVENT_TEXTS.exhibitorsSectionHint)}</Text>
          <a className={styles.link} href={SAMPLE_CSV_PATH} download>
            {t(IMPORT_TEXTS.sampleLink)}
          </a>
        </Stack>
      </Card>
      <Card title={t(EVENT_TEXTS.exhibitorsActiveTitle)}>
        <Table
          caption={t(EVENT_TEXTS.exhibitorsActiveTitle)}
          columns={columns}
          rows={exhibitors}
          getRowKey={(row) => row.companyId}
          emptyText={t(failure === null ? EVENT_TEXTS.noExhibitors : messageOf(failure, EVENT_TEXTS.fetchFailed))}
          loading={exhibitors.length === 0 && failure === null && state.matches('loading')}
          loadingLabel={t(EVENT_TEXTS.loadingExhibitors)}
          stacked
        />
        {totalPages > 1 && (
          <div className={styles.paging}>
            <ListPagination page={page} totalPages={totalPages} onPageChange={(next) => send({ type: 'list.page', page: next })} />
          </div>
        )}
      </Card>
      <AddExhibitorModal
        eventId={event.id}
        open={state.matches('editing')}
        onClose={() => send({ type: 'edit.close' })}
        onAdded={() => {
          send({ type: 'edit.saved' });
          onChanged();
        }}
      />
      <ImportExhibitorsModal importer={importer} />
      <ConfirmDialog
        open={removing !== null && (state.matches('confirmingDelete') || state.matches('deleting'))}
        title={t(EVENT_TEXTS.removeExhibitorTitle)}
        message={removing ? t(EVENT_TEXTS.confirmRemoveExhibitor, { company: removing.companyName }) : ''}
        confirmLabel={t(EVENT_TEXTS.removeExhibitor)}
        cancelLabel={t(EVENT_TEXTS.cancel)}
        pending={state.matches('deleting')}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </>
  );
}
