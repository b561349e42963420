import { Link, useParams } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { sendResetLink } from '../../api/auth';
import { LAYOUT_TEXTS, LIST_TEXTS, MESSAGES, roleLabel } from '../../api/contract';
import { Button, buttonClassName, Card, DescriptionList, IdentityHeader, MailIcon, PencilIcon, Spinner, Stack, StatusMessage, Text, toast } from '../../design-system';
import { recordViewMachine } from '../../machines/record-view.machine';
import { useT } from '../../i18n';
import { TitledPage } from '../shared/TitledPage';
import { fullName, type AccountKind, type AccountRow } from './account-kind';
import { statusBadge } from './common-fields';
import { loadRecord, recordId } from './record-id';
import * as styles from './users.css';

/** One record's details, with Edit and Send Reset Link; the kind's empty state when there is none. */
export function AccountViewPage<Row extends AccountRow, Body>({ kind }: { kind: AccountKind<Row, Body> }) {
  const param = (useParams({ strict: false }) as { id?: string }).id;
  // Another record's address starts afresh, with a machine of its own.
  return <ViewPageContent key={param ?? ''} kind={kind} param={param} />;
}

function ViewPageContent<Row extends AccountRow, Body>({ kind, param }: { kind: AccountKind<Row, Body>; param: string | undefined }) {
  const { texts } = kind;
  const t = useT();
  const [state, send, view] = useMachine(recordViewMachine, {
    input: {
      id: recordId(param),
      load: loadRecord(kind.api.get),
      sendResetLink: (email) => sendResetLink({ email }),
      resetLinkFallback: MESSAGES.failedSendResetLink,
    },
  });

  useEffect(() => {
    const sent = view.on('resetLink.sent', () => toast.success(t(MESSAGES.resetLinkSent)));
    const failed = view.on('resetLink.failed', ({ message }) => toast.error(t(message)));
    return () => {
      sent.unsubscribe();
      failed.unsubscribe();
    };
  }, [view, t]);

  const record = state.context.record as Row | null;
  let content;
  if (state.matches('viewing') && record) {
    const sending = state.matches({ viewing: 'sending' });
    const name = kind.rowName(record);
    content = (
      <Stack gap={6}>
        <Card>
          <IdentityHeader
            name={name}
            subtitle={
              <>
                <span>{name === fullName(record.User) ? t(roleLabel(record.User.role)) : fullName(record.User)}</span>
                {statusBadge(record.status, record.User.invited)}
              </>
            }
            actions={
              <>
                <Button variant="outline" loading={sending} onClick={() => send({ type: 'view.sendResetLink', email: record.User.email })}>
                  <MailIcon size={18} />
                  {t(sending ? LIST_TEXTS.sendingResetLink : LIST_TEXTS.sendResetLink)}
                </Button>
                <Link to={kind.paths.edit} params={{ id: String(record.id) } as never} className={buttonClassName({ variant: 'outline' })}>
                  <PencilIcon size={18} />
                  {t(LIST_TEXTS.edit)}
                </Link>
              </>
            }
          />
        </Card>
        <Card title={t(LIST_TEXTS.detailsTitle)}>
          <DescriptionList items={kind.details(record).map((item) => ({ ...item, label: t(item.label) }))} emptyValue={t(LAYOUT_TEXTS.emptyValue)} />
        </Card>
        {kind.moreDetails?.(record)}
      </Stack>
    );
  } else if (state.matches('missing')) {
    content = (
      <Card>
        <div className={styles.centered}>
          <Text size="md" weight="medium" tone="default">{t(texts.viewEmpty)}</Text>
          <Link to={kind.paths.list} className={buttonClassName({ variant: 'outline' })}>
            {t(LIST_TEXTS.back)}
          </Link>
        </div>
      </Card>
    );
  } else if (state.matches('loadFailed')) {
    content = (
      <Card>
        <div className={styles.centered}>
          <StatusMessage tone="error">{t(texts.fetchFailed)}</StatusMessage>
          <Button variant="outline" onClick={() => send({ type: 'view.retry' })}>
            {t(LIST_TEXTS.retry)}
          </Button>
        </div>
      </Card>
    );
  } else {
    content = (
      <div className={styles.centered}>
        <Spinner label={t(LAYOUT_TEXTS.loading)} />
      </div>
    );
  }

  return <TitledPage title={t(kind.titles.view)}>{content}</TitledPage>;
}
