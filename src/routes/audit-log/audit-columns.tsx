import { Link } from '@tanstack/react-router';
import { AUDIT_SUBJECT_KINDS, AUDIT_TEXTS, can, PAGES, type AuditEntry, type Role } from '../../api/contract';
import type { TableColumn } from '../../design-system';
import { instantText } from '../shared/dates';
import { LOCALE_NAMES } from '../../api/contract/i18n/locales';
import { t } from '../../i18n';
import { actionText } from './action-options';
import * as styles from './audit-log.css';
import { Text } from '../../design-system';

const LANGUAGE_NAMES = new Set<string>(Object.values(LOCALE_NAMES));

/**
 * An entry's detail in the reader's language: a decision, a sign-in method, an email template's
 * name, that name with the language of the wording edited ("Artwork decision (Deutsch)"); a reason
 * as it was written.
 */
function detailText(detail: string): string {
  const named = /^(.*) \(([^()]+)\)$/.exec(detail);
  return named && LANGUAGE_NAMES.has(named[2]!) ? `${t(named[1]!)} (${named[2]})` : t(detail);
}

function Who({ entry }: { entry: AuditEntry }) {
  if (entry.actor) {
    return (
      <>
        <Text as="span" block tone="strong" weight="medium">{entry.actor.name}</Text>
        <Text as="span" block size="xs" tone="muted" breakWords>{entry.actor.email}</Text>
      </>
    );
  }
  return <Text as="span" block size="xs" tone="muted" breakWords>{entry.actorId === null ? t(AUDIT_TEXTS.system) : t(AUDIT_TEXTS.removedAccount, { id: entry.actorId })}</Text>;
}

/** The subject by its name, opening its page when the reader may; by its kind and id once it is gone. */
function Subject({ entry, role }: { entry: AuditEntry; role: Role }) {
  const known = AUDIT_SUBJECT_KINDS[entry.subjectType];
  const kind = known === undefined ? entry.subjectType : t(known);
  if (entry.subjectName === null) return <Text as="span" block size="xs" tone="muted" breakWords>{entry.subjectId === null ? kind : t(AUDIT_TEXTS.subjectGone, { kind, id: entry.subjectId })}</Text>;
  const link = entry.subjectLink;
  const page = link ? PAGES[link.page] : null;
  return (
    <>
      {link && page && can(role, page.permission) ? (
        <Link to={page.path} params={{ [page.path.slice(page.path.indexOf('$') + 1)]: String(link.id) } as never} className={styles.link}>
          {entry.subjectName}
        </Link>
      ) : (
        <Text as="span" block tone="strong" weight="medium">{entry.subjectName}</Text>
      )}
      <Text as="span" block size="xs" tone="muted" breakWords>{kind}</Text>
    </>
  );
}

/** When, who, what in words, and what it was done to: in the reader's language, made when the log renders. */
export function auditColumns(role: Role): TableColumn<AuditEntry>[] {
  return [
    { key: 'when', header: t(AUDIT_TEXTS.when), render: (entry) => <span className={styles.when}>{instantText(entry.createdAt)}</span> },
    { key: 'who', header: t(AUDIT_TEXTS.who), render: (entry) => <span className={styles.wide}><Who entry={entry} /></span> },
    {
      key: 'action',
      header: t(AUDIT_TEXTS.action),
      // The action in words, with what it alone does not say: the decision, the email template.
      render: (entry) => (
        <span className={styles.wide}>
          {actionText(entry.action)}
          {entry.detail && <Text as="span" block size="xs" tone="muted" breakWords>{detailText(entry.detail)}</Text>}
        </span>
      ),
    },
    { key: 'subject', header: t(AUDIT_TEXTS.subject), render: (entry) => <span className={styles.wide}><Subject entry={entry} role={role} /></span> },
  ];
}
