import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { deleteRequirement, listRequirements } from '../../api/artwork';
import { messageOf } from '../../api/client';
import { ARTWORK_TEXTS, type Event, type Requirement, type RequirementDeleted } from '../../api/contract';
import { Button, Card, ConfirmDialog, Table, type TableColumn, Text, toast } from '../../design-system';
import { crudListMachine } from '../../machines/crud-list.machine';
import { instantText, viewerHint } from '../shared/dates';
import { formatsText, printedSize, printNeeds, sizeText } from '../shared/requirement-facts';
import { useT } from '../../i18n';
import { RequirementModal } from './RequirementModal';
import { TemplateLink } from './TemplateLink';
import * as styles from './requirements.css';

/** An event's artwork requirements, for those who manage the event: list, add, edit, delete. */
export function RequirementsSection({ event }: { event: Event }) {
  const t = useT();
  // One page: an event has a handful of requirements.
  const [state, send, list] = useMachine(crudListMachine, {
    input: {
      fetchPage: async () => {
        const { requirements } = await listRequirements(event.id);
        return { rows: requirements, totalItems: requirements.length, totalPages: 1, currentPage: 1 };
      },
      remove: deleteRequirement,
      page: 1,
      search: '',
      signOutStatuses: [],
    },
  });

  useEffect(() => {
    const subscriptions = [
      list.on('list.deleted', ({ output }) => toast.success(t((output as RequirementDeleted).message))),
      list.on('list.deleteFailed', ({ error }) => toast.error(t(messageOf(error, ARTWORK_TEXTS.deleteFailed)))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [list, t]);

  const { rows, pendingId, editingId, failure } = state.context;
  const requirements = rows as Requirement[];

  const twoLines = (first: string, second: string) => (
    <>
      <Text as="span" block tone="strong" weight="medium">{first}</Text>
      <Text as="span" block size="xs" tone="muted" breakWords>{second}</Text>
    </>
  );
  const columns: TableColumn<Requirement>[] = [
    {
      key: 'requirement',
      header: t(ARTWORK_TEXTS.requirementColumn),
      render: (row) => twoLines(row.name, ARTWORK_TEXTS.specLine([t(row.required ? ARTWORK_TEXTS.requiredLabel : ARTWORK_TEXTS.optional), formatsText(row.formats)])),
    },
    {
      key: 'print',
      header: t(ARTWORK_TEXTS.printColumn),
      render: (row) =>
        twoLines(
          printedSize(row),
          ARTWORK_TEXTS.specLine([
            ...printNeeds(row),
            t(row.colourMode ?? ARTWORK_TEXTS.anyColourMode),
            t(ARTWORK_TEXTS.maxSizeValue, { size: sizeText(row.maxBytes) }),
          ]),
        ),
    },
    { key: 'deadline', header: t(ARTWORK_TEXTS.deadlineLabel), render: (row) => <span title={viewerHint(row.deadline, event.timeZone)}>{instantText(row.deadline, event.timeZone)}</span> },
    {
      key: 'applies',
      header: t(ARTWORK_TEXTS.appliesToLabel),
      render: (row) => (row.appliesTo === 'all' ? t(ARTWORK_TEXTS.appliesAll) : t(ARTWORK_TEXTS.appliesToCount, { count: row.companyIds.length })),
    },
    { key: 'template', header: t(ARTWORK_TEXTS.templateLabel), render: (row) => (row.template ? <TemplateLink template={row.template} /> : t(ARTWORK_TEXTS.noTemplate)) },
    {
      key: 'actions',
      header: t(ARTWORK_TEXTS.actionsColumn),
      align: 'end',
      render: (row) => (
        <span className={styles.rowActions}>
          <Button variant="ghost" size="sm" aria-label={t(ARTWORK_TEXTS.editRequirement, { name: row.name })} onClick={() => send({ type: 'list.edit', id: row.id })}>
            {t(ARTWORK_TEXTS.edit)}
          </Button>
          <Button variant="ghost" size="sm" aria-label={t(ARTWORK_TEXTS.deleteRequirement, { name: row.name })} onClick={() => send({ type: 'list.delete', id: row.id })}>
            {t(ARTWORK_TEXTS.delete)}
          </Button>
        </span>
      ),
    },
  ];

  const deleting = requirements.find((row) => row.id === pendingId) ?? null;
  const editing = requirements.find((row) => row.id === editingId) ?? null;
  return (
    <>
      <Card title={t(ARTWORK_TEXTS.requirementsTitle)} actions={<Button onClick={() => send({ type: 'list.add' })}>{t(ARTWORK_TEXTS.addRequirement)}</Button>}>
        <Text size="sm" tone="muted">{t(ARTWORK_TEXTS.requirementsHint)}</Text>
        <Table
          caption={t(ARTWORK_TEXTS.requirementsTitle)}
          columns={columns}
          rows={requirements}
          getRowKey={(row) => row.id}
          emptyText={t(failure === null ? ARTWORK_TEXTS.noRequirements : messageOf(failure, ARTWORK_TEXTS.requirementsFailed))}
          loading={requirements.length === 0 && failure === null && state.matches('loading')}
          loadingLabel={t(ARTWORK_TEXTS.loadingRequirements)}
          stacked
        />
      </Card>
      {state.matches('editing') && (
        <RequirementModal
          key={editing?.id ?? 'new'}
          event={event}
          requirement={editing}
          onClose={() => send({ type: 'edit.close' })}
          onSaved={() => send({ type: 'edit.saved' })}
        />
      )}
      <ConfirmDialog
        open={deleting !== null && (state.matches('confirmingDelete') || state.matches('deleting'))}
        title={t(ARTWORK_TEXTS.deleteRequirementTitle)}
        message={deleting ? t(ARTWORK_TEXTS.confirmDeleteRequirement, { name: deleting.name, versions: deleting.versionCount }) : ''}
        confirmLabel={t(ARTWORK_TEXTS.delete)}
        cancelLabel={t(ARTWORK_TEXTS.cancel)}
        pending={state.matches('deleting')}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </>
  );
}
