import { AUDIT_TEXTS, type AuditActors } from '../../api/contract';
import { Button, Inline, Select, Text, TextField } from '../../design-system';
import { useT } from '../../i18n';
import { actionOptions } from './action-options';
import type { AuditSearch } from './audit-search';
import * as styles from './audit-log.css';

type Props = {
  search: AuditSearch;
  /** The people in the log, or null while they load or when they could not be read. */
  actors: AuditActors['actors'] | null;
  total: number | null;
  onChange: (next: AuditSearch) => void;
};

/** Action, person and days, each change a new address (back and forward, reload, a shared link). */
export function AuditFilters({ search, actors, total, onChange }: Props) {
  const t = useT();
  const filtered = Boolean(search.action || search.actorId || search.from || search.to);
  const set = (change: AuditSearch) => onChange({ ...search, ...change, page: undefined });
  // A person in the address who is not in the list (an account removed since) is still a choice.
  const people = (actors ?? []).map((actor) => ({ value: String(actor.id), label: `${actor.name} (${actor.email})` }));
  if (search.actorId && !people.some((option) => option.value === String(search.actorId))) {
    people.push({ value: String(search.actorId), label: actors ? t(AUDIT_TEXTS.removedAccount, { id: search.actorId }) : `#${search.actorId}` });
  }

  return (
    <div className={styles.filters} role="group" aria-label={t(AUDIT_TEXTS.filters)}>
      <div className={styles.choice}>
        <Select
          label={t(AUDIT_TEXTS.actionFilter)}
          placeholder={t(AUDIT_TEXTS.allActions)}
          options={actionOptions()}
          value={search.action ?? ''}
          onChange={(event) => set({ action: event.target.value || undefined })}
        />
      </div>
      <div className={styles.choice}>
        <Select
          label={t(AUDIT_TEXTS.personFilter)}
          placeholder={t(AUDIT_TEXTS.everyone)}
          options={people}
          value={search.actorId ? String(search.actorId) : ''}
          onChange={(event) => set({ actorId: event.target.value ? Number(event.target.value) : undefined })}
        />
      </div>
      <TextField label={t(AUDIT_TEXTS.fromFilter)} type="date" value={search.from ?? ''} max={search.to} onChange={(event) => set({ from: event.target.value || undefined })} />
      <TextField label={t(AUDIT_TEXTS.toFilter)} type="date" value={search.to ?? ''} min={search.from} onChange={(event) => set({ to: event.target.value || undefined })} />
      <Inline gap={3} align="center" justify="between" className={styles.fullRow}>
        <Text size="xs" tone="muted">{t(AUDIT_TEXTS.daysNote)}</Text>
        <Inline gap={3} align="center" className={styles.footerEnd}>
          {total !== null && (
            <Text as="span" size="sm" weight="medium" tone="default" role="status">
              {t(AUDIT_TEXTS.total, { count: total })}
            </Text>
          )}
          {filtered && (
            <Button variant="outline" size="sm" onClick={() => onChange({})}>
              {t(AUDIT_TEXTS.clearFilters)}
            </Button>
          )}
        </Inline>
      </Inline>
    </div>
  );
}
