import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { messageOf } from '../../api/client';
import { ACCOUNT_FIELDS, ACCOUNT_STATUS_FILTERS, INVITED_STATUS, isAccountStatusFilter, LIST_TEXTS, PAGE_SIZE } from '../../api/contract';
import { Button, buttonClassName, Card, ConfirmDialog, DownloadIcon, EyeIcon, IconButton, iconButtonClassName, Inline, ListToolbar, PencilIcon, RowActions, SearchInput, Select, StatusMessage, Table, type TableColumn, toast, TrashIcon } from '../../design-system';
import { crudListMachine } from '../../machines/crud-list.machine';
import { ListPagination } from '../shared/ListPagination';
import { taskMachine } from '../../machines/task.machine';
import { TitledPage } from '../shared/TitledPage';
import type { ListSearch } from '../shared/list-search';
import { useSession } from '../shared/use-session';
import type { AccountKind, AccountRow } from './account-kind';
import { DeletionImpact } from './DeletionImpact';
import { saveFile } from '../shared/save-file';
import * as styles from './users.css';
import { useT } from '../../i18n';

const iconLink = iconButtonClassName({ variant: 'ghost', size: 'sm' });

/** All, then each status, in the reader's language; Invited is an active account that has not set its password yet. */
const statusOptions = (t: (message: string) => string) => [
  { value: '', label: t(LIST_TEXTS.allStatuses) },
  ...ACCOUNT_STATUS_FILTERS.map((value) => ({ value, label: t(value === 'Invited' ? INVITED_STATUS : value) })),
];

/** The list of one kind of account: search, export, add, a page of rows with their actions, paging. */
export function AccountListPage<Row extends AccountRow, Body>({ kind }: { kind: AccountKind<Row, Body> }) {
  const { texts } = kind;
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const address = useSearch({ strict: false }) as ListSearch;
  const addressPage = address.page ?? 1;
  const addressSearch = address.search ?? '';
  const addressStatus = kind.statusFilter ? address.status : undefined;

  const [state, send, list] = useMachine(crudListMachine, {
    input: { fetchPage: kind.api.list, remove: kind.api.remove, page: addressPage, search: addressSearch, status: addressStatus },
  });
  const [exportState, sendExport, exporter] = useMachine(taskMachine, {
    input: {
      run: (query) => {
        const { search, status } = query as ListSearch;
        return kind.api.exportCsv(search, status);
      },
    },
  });
  const { page, search, status, totalItems, totalPages, pendingId } = state.context;
  const rows = state.context.rows as Row[];

  useEffect(() => {
    const subscriptions = [
      list.on('list.fetchFailed', ({ error }) =>
        toast.error(t(kind.serverMessages.fetchList ? messageOf(error, texts.fetchListFailed) : texts.fetchListFailed)),
      ),
      list.on('list.deleted', () => toast.success(t(texts.deleted))),
      list.on('list.deleteFailed', ({ error }) => toast.error(t(kind.serverMessages.delete ? messageOf(error, texts.deleteFailed) : texts.deleteFailed))),
      exporter.on('task.done', ({ output }) => {
        const file = output as { blob: Blob; filename: string | null };
        saveFile(file.blob, file.filename ?? LIST_TEXTS.exportFileName);
      }),
      exporter.on('task.failed', ({ error }) => toast.error(t(messageOf(error, LIST_TEXTS.exportFailed)))),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [list, exporter, kind, texts, t]);

  // docs/screens.md: a 401 or 403 on the list's fetch signs the user out (the router then shows /signin).
  const signedOut = state.matches('signedOut');
  useEffect(() => {
    if (signedOut) session.send({ type: 'session.logout' });
  }, [signedOut, session]);

  // The address changed (back, forward, a link in the menu): the list follows it.
  useEffect(() => {
    list.send({ type: 'list.query', page: addressPage, search: addressSearch, status: addressStatus });
  }, [list, addressPage, addressSearch, addressStatus]);

  // The list moved to another page or search: the address follows, so a reload or a shared link
  // shows the same. It reads the machine's latest state: the effect above may just have changed it.
  const settled = !state.matches('searching');
  useEffect(() => {
    if (!settled) return;
    const current = list.getSnapshot().context;
    const wanted = current.search.trim();
    if (current.page === addressPage && wanted === addressSearch.trim() && current.status === addressStatus) return;
    void navigate({
      to: '.',
      search: { page: current.page > 1 ? current.page : undefined, search: wanted || undefined, status: current.status },
      replace: wanted !== addressSearch.trim(),
    } as never);
  }, [settled, page, search, status, list, addressPage, addressSearch, addressStatus, navigate]);

  const actions: TableColumn<Row> = {
    key: 'actions',
    header: t(ACCOUNT_FIELDS.actions),
    render: (row) => {
      const name = kind.rowName(row);
      const params = { id: String(row.id) };
      return (
        <RowActions label={t(LIST_TEXTS.rowActions, { name })}>
          <Link to={kind.paths.edit} params={params as never} aria-label={t(LIST_TEXTS.editRow, { name })} className={iconLink}>
            <PencilIcon size={18} />
          </Link>
          <Link to={kind.paths.view} params={params as never} aria-label={t(LIST_TEXTS.viewRow, { name })} className={iconLink}>
            <EyeIcon size={18} />
          </Link>
          <IconButton label={t(LIST_TEXTS.deleteRow, { name })} variant="ghost" size="sm" onClick={() => send({ type: 'list.delete', id: row.id })}>
            <TrashIcon size={18} />
          </IconButton>
        </RowActions>
      );
    },
  };

  const pending = rows.find((row) => row.id === pendingId);
  const deleting = state.matches('deleting');
  const trimmed = search.trim();

  return (
    <TitledPage title={t(kind.titles.list)}>
      <Card>
        <ListToolbar
          search={
            <Inline gap={3} align="end" className={styles.listFilters}>
              <SearchInput
                label={t(LIST_TEXTS.searchLabel)}
                placeholder={t(LIST_TEXTS.searchPlaceholder)}
                value={search}
                onChange={(event) => send({ type: 'list.search', search: event.target.value })}
              />
              {kind.statusFilter && (
                <Select
                  label={t(LIST_TEXTS.statusFilterLabel)}
                  options={statusOptions(t)}
                  value={status ?? ''}
                  onChange={(event) => send({ type: 'list.status', status: isAccountStatusFilter(event.target.value) ? event.target.value : undefined })}
                />
              )}
            </Inline>
          }
          actions={
            <>
              <Button variant="outline" loading={exportState.matches('running')} onClick={() => sendExport({ type: 'task.run', argument: { search: trimmed, status } })}>
                <DownloadIcon size={18} />
                {t(LIST_TEXTS.exportCsv)}
              </Button>
              <Link to={kind.paths.add} className={buttonClassName()}>
                {t(texts.addButton)}
              </Link>
            </>
          }
        />
        {state.matches('error') ? (
          <div className={styles.centered}>
            <StatusMessage tone="error">{t(LIST_TEXTS.loadFailed)}</StatusMessage>
            <Button variant="outline" onClick={() => send({ type: 'list.retry' })}>
              {t(LIST_TEXTS.retry)}
            </Button>
          </div>
        ) : (
          <Table
            caption={t(kind.titles.list)}
            columns={[...kind.columns.map((column) => ({ ...column, header: typeof column.header === 'string' ? t(column.header) : column.header })), actions]}
            rows={rows}
            getRowKey={(row) => row.id}
            emptyText={trimmed ? t(LIST_TEXTS.noResults, { search: trimmed }) : status ? t(LIST_TEXTS.noneWithStatus, { status }) : t(texts.empty)}
            loading={state.matches('loading') || signedOut}
            loadingLabel={t(LIST_TEXTS.loadingList)}
            stacked
          />
        )}
        {/* docs/decisions.md, decision 4: the control shows whenever there is more than one page of 8. */}
        {totalItems > PAGE_SIZE && (
          <div className={styles.footer}>
            <ListPagination page={page} totalPages={totalPages} onPageChange={(next) => send({ type: 'list.page', page: next })} />
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={state.matches('confirmingDelete') || deleting}
        title={t(LIST_TEXTS.confirmDeleteTitle)}
        message={
          <>
            {t(LIST_TEXTS.confirmDeleteMessage, { name: pending ? kind.rowName(pending) : '' })}
            {pending && kind.deletionImpact && (
              <>
                {' '}
                <DeletionImpact key={pending.id} load={() => kind.api.deletionImpact(pending.id)} describe={kind.deletionImpact} />
              </>
            )}
          </>
        }
        confirmLabel={t(LIST_TEXTS.delete)}
        cancelLabel={t(LIST_TEXTS.cancel)}
        pending={deleting}
        onConfirm={() => send({ type: 'delete.confirm' })}
        onCancel={() => send({ type: 'delete.cancel' })}
      />
    </TitledPage>
  );
}
