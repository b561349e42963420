import { useActorRef, useMachine, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { listRequirements } from '../../api/artwork';
import { ARTWORK_TEXTS, formatBytes, type Event, type Requirement, type RequirementsList } from '../../api/contract';
import { Button, Card, ConfirmDialog, Table, type TableColumn, Text, toast } from '../../design-system';
import { createResourceMachine } from '../../machines/resource.machine';
import { requirementsPanelMachine } from '../../machines/requirements-panel.machine';
import { instantText, viewerHint } from '../shared/dates';
import { formatsText, printedSize } from './requirement-facts';
import { RequirementModal } from './RequirementModal';
import { TemplateLink } from './TemplateLink';
import * as styles from './requirements.css';

/** An event's artwork requirements, for those who manage the event: list, add, edit, delete. */
export function RequirementsSection({ event }: { event: Event }) {
  const [listMachine] = useState(() =>
    createResourceMachine<RequirementsList>({ load: () => listRequirements(event.id), fallbackError: ARTWORK_TEXTS.requirementsFailed }),
  );
  const [list, sendList] = useMachine(listMachine);
  const reload = useCallback(() => sendList({ type: 'resource.reload' }), [sendList]);
  const panel = useActorRef(requirementsPanelMachine);
  const panelState = useSelector(panel, (snapshot) => snapshot);

  useEffect(() => {
    const subscriptions = [
      panel.on('requirement.deleted', ({ output }) => {
        toast.success(output.message);
        reload();
      }),
      panel.on('requirement.deleteFailed', ({ message }) => toast.error(message)),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [panel, reload]);

  const twoLines = (first: string, second: string) => (
    <>
      <Text as="span" block tone="strong" weight="medium">{first}</Text>
      <Text as="span" block size="xs" tone="muted" breakWords>{second}</Text>
    </>
  );
  const columns: TableColumn<Requirement>[] = [
    {
      key: 'requirement',
      header: ARTWORK_TEXTS.requirementColumn,
      render: (row) => twoLines(row.name, ARTWORK_TEXTS.specLine([row.required ? ARTWORK_TEXTS.requiredLabel : ARTWORK_TEXTS.optional, formatsText(row.formats)])),
    },
    {
      key: 'print',
      header: ARTWORK_TEXTS.printColumn,
      render: (row) =>
        twoLines(
          printedSize(row),
          ARTWORK_TEXTS.specLine([
            ...(row.minDpi === null ? [] : [ARTWORK_TEXTS.minDpiValue(row.minDpi)]),
            row.colourMode ?? ARTWORK_TEXTS.anyColourMode,
            ARTWORK_TEXTS.maxSizeValue(formatBytes(row.maxBytes)),
          ]),
        ),
    },
    { key: 'deadline', header: ARTWORK_TEXTS.deadlineLabel, render: (row) => <span title={viewerHint(row.deadline, event.timeZone)}>{instantText(row.deadline, event.timeZone)}</span> },
    {
      key: 'applies',
      header: ARTWORK_TEXTS.appliesToLabel,
      render: (row) => (row.appliesTo === 'all' ? ARTWORK_TEXTS.appliesAll : ARTWORK_TEXTS.appliesToCount(row.companyIds.length)),
    },
    { key: 'template', header: ARTWORK_TEXTS.templateLabel, render: (row) => (row.template ? <TemplateLink template={row.template} /> : ARTWORK_TEXTS.noTemplate) },
    {
      key: 'actions',
      header: ARTWORK_TEXTS.actionsColumn,
      align: 'end',
      render: (row) => (
        <span className={styles.rowActions}>
          <Button variant="ghost" size="sm" aria-label={ARTWORK_TEXTS.editRequirement(row.name)} onClick={() => panel.send({ type: 'requirement.edit', requirement: row })}>
            {ARTWORK_TEXTS.edit}
          </Button>
          <Button variant="ghost" size="sm" aria-label={ARTWORK_TEXTS.deleteRequirement(row.name)} onClick={() => panel.send({ type: 'requirement.delete', requirement: row })}>
            {ARTWORK_TEXTS.delete}
          </Button>
        </span>
      ),
    },
  ];

  const deleting = panelState.context.deleting;
  return (
    <>
      <Card title={ARTWORK_TEXTS.requirementsTitle} actions={<Button onClick={() => panel.send({ type: 'requirement.add' })}>{ARTWORK_TEXTS.addRequirement}</Button>}>
        <Text size="sm" tone="muted">{ARTWORK_TEXTS.requirementsHint}</Text>
        <Table
          caption={ARTWORK_TEXTS.requirementsTitle}
          columns={columns}
          rows={list.context.data?.requirements ?? []}
          getRowKey={(row) => row.id}
          emptyText={list.matches('failed') ? list.context.error : ARTWORK_TEXTS.noRequirements}
          loading={!list.context.data && list.matches('loading')}
          loadingLabel={ARTWORK_TEXTS.loadingRequirements}
          stacked
        />
      </Card>
      {panelState.matches('editing') && (
        <RequirementModal
          key={panelState.context.editing?.id ?? 'new'}
          event={event}
          requirement={panelState.context.editing}
          onClose={() => panel.send({ type: 'modal.close' })}
          onSaved={() => {
            panel.send({ type: 'requirement.saved' });
            reload();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null && (panelState.matches('confirmingDelete') || panelState.matches('deleting'))}
        title={ARTWORK_TEXTS.deleteRequirementTitle}
        message={deleting ? ARTWORK_TEXTS.confirmDeleteRequirement(deleting.name, deleting.versionCount) : ''}
        confirmLabel={ARTWORK_TEXTS.delete}
        cancelLabel={ARTWORK_TEXTS.cancel}
        pending={panelState.matches('deleting')}
        onConfirm={() => panel.send({ type: 'delete.confirm' })}
        onCancel={() => panel.send({ type: 'delete.cancel' })}
      />
    </>
  );
}
