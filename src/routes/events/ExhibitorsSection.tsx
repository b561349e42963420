import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { ACCOUNT_FIELDS, EVENT_TEXTS, INVITED_STATUS, IMPORT_TEXTS, SAMPLE_CSV_PATH, type Event, type EventExhibitor, type EventExhibitorsPage } from '../../api/contract';
import { listExhibitors } from '../../api/events';
import { Badge, Button, Card, ConfirmDialog, Inline, Stack, Table, type TableColumn, Text, toast } from '../../design-system';
import { ListPagination } from '../ListPagination';
import { eventExhibitorsMachine } from '../../machines/event-exhibitors.machine';
import { exhibitorImportMachine } from '../../machines/exhibitor-import.machine';
import { createResourceMachine } from '../../machines/resource.machine';
import { AddExhibitorModal } from './AddExhibitorModal';
import { ImportExhibitorsModal } from './ImportExhibitorsModal';
import * as styles from './event-details.css';

type Props = { event: Event; onChanged: () => void };

/** "Add Exhibitors for this Event" and "Exhibitors Already Active", with their real status. */
export function ExhibitorsSection({ event, onChanged }: Props) {
  const [listMachine] = useState(() =>
    createResourceMachine<EventExhibitorsPage, number>({ load: (page) => listExhibitors(event.id, page), query: 1, fallbackError: EVENT_TEXTS.fetchFailed }),
  );
  const [list, sendList] = useMachine(listMachine);
  const panel = useActorRef(eventExhibitorsMachine, { input: { eventId: event.id } });
  const importer = useActorRef(exhibitorImportMachine, { input: { eventId: event.id } });
  const panelState = useSelector(panel, (snapshot) => snapshot);

  useEffect(() => {
    const changed = () => {
      sendList({ type: 'resource.reload' });
      onChanged();
    };
    const subscriptions = [
      panel.on('exhibitor.removed', ({ message }) => {
        toast.success(message);
        changed();
      }),
      panel.on('exhibitor.removeFailed', ({ message }) => toast.error(message)),
      importer.on('import.committed', changed),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [panel, importer, sendList, onChanged]);

  const page = list.context.data;
  const removing = panelState.context.removing;
  // Two lines a cell, so that the table fits a card without sideways scrolling on a laptop.
  const twoLines = (first: string, second: string) => (
    <>
      <Text as="span" block tone="strong" weight="medium">{first}</Text>
      <Text as="span" block size="xs" tone="muted" breakWords>{second}</Text>
    </>
  );
  const columns: TableColumn<EventExhibitor>[] = [
    { key: 'company', header: EVENT_TEXTS.companyNameLabel, render: (row) => twoLines(row.companyName, row.productCategory) },
    { key: 'contact', header: EVENT_TEXTS.contactPersonLabel, render: (row) => twoLines(row.contactPerson, row.email) },
    { key: 'booth', header: EVENT_TEXTS.boothLabel, render: (row) => twoLines(row.booth ?? EVENT_TEXTS.notSet, row.boothSize) },
    {
      key: 'status',
      header: ACCOUNT_FIELDS.status,
      // An Active link of a company that has not set its password yet: Invited until it does.
      render: (row) =>
        row.invited && row.status === 'Active' ? <Badge tone="info">{INVITED_STATUS}</Badge> : <Badge tone={row.status === 'Active' ? 'success' : 'neutral'}>{row.status}</Badge>,
    },
    {
      key: 'actions',
      header: ACCOUNT_FIELDS.actions,
      align: 'end',
      render: (row) => (
        <Button variant="ghost" size="sm" aria-label={EVENT_TEXTS.removeExhibitorLabel(row.companyName)} onClick={() => panel.send({ type: 'exhibitor.remove', exhibitor: row })}>
          {EVENT_TEXTS.removeExhibitor}
        </Button>
      ),
    },
  ];

  return (
    <>
      <Card
        title={EVENT_TEXTS.exhibitorsSection}
        actions={
          <Inline gap={3}>
            <Button variant="outline" onClick={() => importer.send({ type: 'import.open' })}>
              {EVENT_TEXTS.uploadCsvButton}
            </Button>
            <Button onClick={() => panel.send({ type: 'exhibitor.add' })}>{EVENT_TEXTS.addExhibitorButton}</Button>
          </Inline>
        }
      >
        <Stack>
          <Text size="sm" tone="muted">{EVENT_TEXTS.exhibitorsSectionHint}</Text>
          <a className={styles.link} href={SAMPLE_CSV_PATH} download>
            {IMPORT_TEXTS.sampleLink}
          </a>
        </Stack>
      </Card>
      <Card title={EVENT_TEXTS.exhibitorsActiveTitle}>
        <Table
          caption={EVENT_TEXTS.exhibitorsActiveTitle}
          columns={columns}
          rows={page?.exhibitors ?? []}
          getRowKey={(row) => row.companyId}
          emptyText={list.matches('failed') ? list.context.error : EVENT_TEXTS.noExhibitors}
          loading={!page && list.matches('loading')}
          loadingLabel={EVENT_TEXTS.loadingExhibitors}
          stacked
        />
        {page && page.totalPages > 1 && (
          <div className={styles.paging}>
            <ListPagination page={page.currentPage} totalPages={page.totalPages} onPageChange={(next) => sendList({ type: 'resource.query', query: next })} />
          </div>
        )}
      </Card>
      <AddExhibitorModal
        eventId={event.id}
        open={panelState.matches('adding')}
        onClose={() => panel.send({ type: 'modal.close' })}
        onAdded={() => {
          panel.send({ type: 'exhibitor.added' });
          sendList({ type: 'resource.reload' });
          onChanged();
        }}
      />
      <ImportExhibitorsModal importer={importer} />
      <ConfirmDialog
        open={removing !== null && (panelState.matches('confirmingRemove') || panelState.matches('removing'))}
        title={EVENT_TEXTS.removeExhibitorTitle}
        message={removing ? EVENT_TEXTS.confirmRemoveExhibitor(removing.companyName) : ''}
        confirmLabel={EVENT_TEXTS.removeExhibitor}
        cancelLabel={EVENT_TEXTS.cancel}
        pending={panelState.matches('removing')}
        onConfirm={() => panel.send({ type: 'remove.confirm' })}
        onCancel={() => panel.send({ type: 'remove.cancel' })}
      />
    </>
  );
}
