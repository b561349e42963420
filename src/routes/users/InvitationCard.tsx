import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { invitationsApi } from '../../api/invitations';
import { INVITATION_MESSAGES, INVITATION_TEXTS, type InvitationStatus, LAYOUT_TEXTS, LIST_TEXTS } from '../../api/contract';
import { Button, Card, MailIcon, Spinner, StatusMessage, toast } from '../../design-system';
import { invitationMachine } from '../../machines/invitation.machine';
import { dayText, instantText } from '../shared/dates';
import * as styles from './invitation.css';

/** What the invitation's status says, in lines. */
function StatusLines({ invitation }: { invitation: InvitationStatus }) {
  const { status, at, attempts, error } = invitation;
  if (status === 'none') return <p className={styles.note}>{INVITATION_TEXTS.none}</p>;
  if (status === 'queued') return <p className={styles.line}>{INVITATION_TEXTS.queued}</p>;
  // The day it went, as the company list shows days; its time and zone on hover.
  if (status === 'sent') return <p className={styles.line} title={instantText(at!)}>{INVITATION_TEXTS.sent(dayText(at!))}</p>;
  if (status === 'kept') return <p className={styles.line} title={instantText(at!)}>{INVITATION_TEXTS.kept(dayText(at!))}</p>;
  return (
    <>
      <StatusMessage tone="error">{INVITATION_TEXTS.failed}</StatusMessage>
      <p className={styles.line}>{status === 'retrying' ? INVITATION_TEXTS.retrying(attempts) : INVITATION_TEXTS.gaveUp(attempts)}</p>
      {error && <p className={styles.note}>{INVITATION_TEXTS.reason(error)}</p>}
    </>
  );
}

/** A company's invitation email on its page, for staff: how it went, and Resend. */
export function InvitationCard({ companyId }: { companyId: number }) {
  const [state, send, actor] = useMachine(invitationMachine, {
    input: { load: () => invitationsApi.get(companyId), resend: () => invitationsApi.resend(companyId), resendFallback: INVITATION_MESSAGES.resendFailed },
  });

  useEffect(() => {
    const resent = actor.on('invitation.resent', () => toast.success(INVITATION_TEXTS.resent));
    const failed = actor.on('invitation.resendFailed', ({ message }) => toast.error(message));
    return () => {
      resent.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor]);

  const { invitation } = state.context;
  let content;
  if (state.matches('shown') && invitation) {
    const resending = state.matches({ shown: 'resending' });
    content = (
      <div className={styles.body}>
        <StatusLines invitation={invitation} />
        {invitation.status !== 'none' && !invitation.canResend && <p className={styles.note}>{INVITATION_TEXTS.passwordSet}</p>}
        {invitation.canResend && (
          <Button variant="outline" loading={resending} onClick={() => send({ type: 'invitation.resend' })}>
            <MailIcon size={18} />
            {resending ? INVITATION_TEXTS.resending : INVITATION_TEXTS.resend}
          </Button>
        )}
      </div>
    );
  } else if (state.matches('loadFailed')) {
    content = (
      <div className={styles.body}>
        <StatusMessage tone="error">{INVITATION_TEXTS.loadFailed}</StatusMessage>
        <Button variant="outline" onClick={() => send({ type: 'invitation.retry' })}>
          {LIST_TEXTS.retry}
        </Button>
      </div>
    );
  } else {
    content = <Spinner label={LAYOUT_TEXTS.loading} />;
  }
  return <Card title={INVITATION_TEXTS.title}>{content}</Card>;
}
