import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { listGuests, revokeGuest } from '../../api/guests';
import { messageOf } from '../../api/client';
import { type Event, GUEST_TEXTS, type GuestGrant } from '../../api/contract';
import { Badge, Button, ConfirmDialog, Table, type TableColumn, Text, toast } from '../../design-system';
import { useT } from '../../i18n';
import { crudListMachine } from '../../machines/crud-list.machine';
import { instantText, viewerHint } from '../shared/dates';
import * as styles from './approval-flow.css';

const STATE_TONES = { active: 'success', revoked: 'neutral', ended: 'neutral' } as const;

/**
 * The event's guest reviewers, under its approval flow: each guest's email, stage, invitation and
 * whether it still has access; an active one revoked after asking. Shown once the event has any.
 */
export function GuestReviewers({ event }: { event: Pick<Event, 'id' | 'timeZone'> }) {
  const t = useT();
  // One page: an event has a handful of guests.
  const [state, send, list] = useMachine(crudListMachine, {
    input: {
      fetchPage: async () => {
        const { guests } = await listGuests(event.id);
        return { rows: guests, totalItems: guests.length, totalPages: 1, currentPage: 1 };
      },
      remove: (grantId: number) => revokeGuest(event.id, grantId),
      page: 1,
      search: '',
      signOutStatuses: [],
    },
  });

  useEffect(() => {
    const subscriptions = [
      list.on('list.deleted', ({ output }) => toast.success(t(GUEST_TEXTS.revoked, { email: (output as GuestGrant).email }))),
      list.on('list.deleteFailed', ({ error }) => toast.error(t(messageOf(error, GUEST_TEXTS.revokeFailed)))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [list, t]);

  const { rows, pendingId, failure } = state.context;
  const guests = rows as GuestGrant[];
  if (guests.length === 0 && failure === null) return null;

  const columns: TableColumn<GuestGrant>[] = [
    { key: 'guest', header: t(GUEST_TEXTS.columns.guest), render: (row) => <Text as="span" breakWords tone="strong" weight="medium">{row.email}</Text> },
    { key: 'stage', header: t(GUEST_TEXTS.columns.stage), render: (row) => row.stageName },
    { key: 'invited', header: t(GUEST_TEXTS.columns.invited), render: (row) => <span title={viewerHint(row.invitedAt, event.timeZone)}>{instantText(row.invitedAt, event.timeZone)}</span> },
    { key: 'access', header: t(GUEST_TEXTS.columns.access), render: (row) => <Badge tone={STATE_TONES[row.state]}>{t(GUEST_TEXTS.states[row.state])}</Badge> },
    {
      key: 'actions',
      header: t(GUEST_TEXTS.columns.actions),
      align: 'end',
      render: (row) =>
        row.state === 'active' && (
          <Button variant="ghost" size="sm" aria-label={t(GUEST_TEXTS.revokeOf, { email: row.email, stage: row.stageName })} onClick={() => send({ type: 'list.delete', id: row.id })}>
            {t(GUEST_TEXTS.revoke)}
          </Button>
        ),
    },
  ];
  const revoking = guests.find((row) => row.id === pendingId) ?? null;
  return (
    <div>
      <h3 className={styles.groupLabel}>{t(GUEST_TEXTS.listTitle)}</h3>
      <Text size="sm" tone="muted">{t(GUEST_TEXTS.listHint)}</Text>
      <Table
        caption={t(GUEST_TEXTS.listTitle)}
        columns={columns}
        rows={guests}
        getRowKey={(row) => row.id}
        emptyText={t(messageOf(failure, GUEST_TEXTS.listFailed))}
        stacked
      />
      <ConfirmDialog
        open={revoking !== null && (state.matches('confirmingDelete') || state.matches('deleting'))}
        title={t(GUEST_TEXTS.revokeTitle)}
        message={revoking ? t(GUEST_TEXTS.revokeBody, { email: revoking.email, stage: revoking.stageName }) : ''}
        confirmLabel={t(GUEST_TEXTS.revoke)}
        cancelLabel={t(GUEST_TEXTS.cancel)}
        pending={state.matches('deleting')}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </div>
  );
}
