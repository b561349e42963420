import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { getAuditActors, getAuditLog } from '../../api/audit';
import { AUDIT_PAGE_SIZE, AUDIT_TEXTS, LIST_TEXTS, PAGE_TITLES, type AuditActors, type AuditPage, type AuditQuery } from '../../api/contract';
import { Button, Card, FormError, Stack, StatusMessage, Table } from '../../design-system';
import { createResourceMachine } from '../../machines/resource.machine';
import { TitledPage } from '../shared/TitledPage';
import { ListPagination } from '../shared/ListPagination';
import { useSessionUser } from '../shared/use-session';
import { useT } from '../../i18n';
import { auditColumns } from './audit-columns';
import { AuditFilters } from './AuditFilters';
import type { AuditSearch } from './audit-search';
import * as styles from './audit-log.css';

type Query = Omit<AuditQuery, 'search'>;

const queryOf = (search: AuditSearch): Query => ({
  page: search.page ?? 1,
  limit: AUDIT_PAGE_SIZE,
  action: search.action,
  actorId: search.actorId,
  from: search.from,
  to: search.to,
});

/**
 * The audit log: who did what and when, newest first, filtered by action, person
 * and days. The address holds the page and the filters; the list follows the address.
 */
export function AuditLogPage() {
  const user = useSessionUser();
  const t = useT();
  const navigate = useNavigate();
  const address = useSearch({ strict: false }) as AuditSearch;
  const query = useMemo(() => queryOf(address), [address]);
  const [logMachine] = useState(() => createResourceMachine<AuditPage, Query>({ load: getAuditLog, query, fallbackError: AUDIT_TEXTS.loadFailed }));
  const [actorsMachine] = useState(() => createResourceMachine<AuditActors>({ load: getAuditActors, fallbackError: AUDIT_TEXTS.actorsFailed }));
  const [log, sendLog] = useMachine(logMachine);
  const [actors] = useMachine(actorsMachine);
  // Made at each render: the headers are in the reader's language.
  const columns = auditColumns(user.role);

  // The address changed (a filter, a page, back or forward): the list follows it.
  const wanted = JSON.stringify(query);
  useEffect(() => {
    if (JSON.stringify(log.context.query) !== wanted) sendLog({ type: 'resource.query', query: JSON.parse(wanted) as Query });
  }, [wanted, log.context.query, sendLog]);

  const go = (next: AuditSearch, replace = false) => void navigate({ to: '.', search: next, replace } as never);

  const { data, error } = log.context;
  const loading = log.matches('loading');
  // Asked past the last page (a shared link, entries since removed by a filter): show the last.
  useEffect(() => {
    if (!loading && data && data.entries.length === 0 && data.totalItems > 0 && (address.page ?? 1) > data.totalPages) go({ ...address, page: data.totalPages }, true);
  });

  const filtered = Boolean(address.action || address.actorId || address.from || address.to);
  const empty = filtered ? (
    <Stack gap={3} align="center">
      <span>{t(AUDIT_TEXTS.noMatches)}</span>
      <Button variant="outline" size="sm" onClick={() => go({})}>
        {t(AUDIT_TEXTS.clearFilters)}
      </Button>
    </Stack>
  ) : (
    t(AUDIT_TEXTS.empty)
  );

  return (
    <TitledPage title={t(PAGE_TITLES.auditLog)}>
      <Card>
        <AuditFilters search={address} actors={actors.context.data?.actors ?? null} total={loading ? null : (data?.totalItems ?? null)} onChange={go} />
        {actors.matches('failed') && <StatusMessage tone="error">{t(AUDIT_TEXTS.actorsFailed)}</StatusMessage>}
        {log.matches('failed') ? (
          <Stack align="start" className={styles.failed}>
            <FormError>{error && t(error)}</FormError>
            <Button variant="outline" onClick={() => sendLog({ type: 'resource.reload' })}>
              {t(LIST_TEXTS.retry)}
            </Button>
          </Stack>
        ) : (
          <Table
            caption={t(PAGE_TITLES.auditLog)}
            columns={columns}
            rows={data?.entries ?? []}
            getRowKey={(entry) => entry.id}
            emptyText={empty}
            loading={loading}
            loadingLabel={t(AUDIT_TEXTS.loading)}
          />
        )}
        {data && data.totalItems > AUDIT_PAGE_SIZE && !log.matches('failed') && (
          <div className={styles.footer}>
            <ListPagination page={data.currentPage} totalPages={data.totalPages} onPageChange={(page) => go({ ...address, page: page > 1 ? page : undefined })} />
          </div>
        )}
      </Card>
    </TitledPage>
  );
}
