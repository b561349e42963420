import { Link, useParams } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { sendResetLink } from '../../api/auth';
import { LAYOUT_TEXTS, LIST_TEXTS, MESSAGES, roleLabel } from '../../api/contract';
import { Button, buttonClassName, Card, DescriptionList, IdentityHeader, MailIcon, PencilIcon, Spinner, Stack, StatusMessage, Text, toast } from '../../design-system';
import { recordViewMachine } from '../../machines/record-view.machine';
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
  const [state, send, view] = useMachine(recordViewMachine, {
    input: {
      id: recordId(param),
      load: loadRecord(kind.api.get),
      sendResetLink: (email) => sendResetLink({ email }),
      resetLinkFallback: MESSAGES.failedSendResetLink,
    },
  });

  useEffect(() => {
    const sent = view.on('resetLink.sent', () => toast.success(MESSAGES.resetLinkSent));
    const failed = view.on('resetLink.failed', ({ message }) => toast.error(message));
    return () => {
      sent.unsubscribe();
      failed.unsubscribe();
    };
  }, [view]);

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
                <span>{name === fullName(record.User) ? roleLabel(record.User.role) : fullName(record.User)}</span>
                {statusBadge(record.status, record.User.invited)}
              </>
            }
            actions={
              <>
                <Button variant="outline" loading={sending} onClick={() => send({ type: 'view.sendResetLink', email: record.User.email })}>
                  <MailIcon size={18} />
                  {sending ? LIST_TEXTS.sendingResetLink : LIST_TEXTS.sendResetLink}
                </Button>
                <Link to={kind.paths.edit} params={{ id: String(record.id) } as never} className={buttonClassName({ variant: 'outline' })}>
                  <PencilIcon size={18} />
                  {LIST_TEXTS.edit}
                </Link>
              </>
            }
          />
        </Card>
        <Card title={LIST_TEXTS.detailsTitle}>
          <DescriptionList items={kind.details(record)} emptyValue={LAYOUT_TEXTS.emptyValue} />
        </Card>
        {kind.moreDetails?.(record)}
      </Stack>
    );
  } else if (state.matches('missing')) {
    content = (
      <Card>
        <div className={styles.centered}>
          <Text size="md" weight="medium" tone="default">{texts.viewEmpty}</Text>
          <Link to={kind.paths.list} className={buttonClassName({ variant: 'outline' })}>
            {LIST_TEXTS.back}
          </Link>
        </div>
      </Card>
    );
  } else if (state.matches('loadFailed')) {
    content = (
      <Card>
        <div className={styles.centered}>
          <StatusMessage tone="error">{texts.fetchFailed}</StatusMessage>
          <Button variant="outline" onClick={() => send({ type: 'view.retry' })}>
            {LIST_TEXTS.retry}
          </Button>
        </div>
      </Card>
    );
  } else {
    content = (
      <div className={styles.centered}>
        <Spinner label={LAYOUT_TEXTS.loading} />
      </div>
    );
  }

  return <TitledPage title={kind.titles.view}>{content}</TitledPage>;
}
