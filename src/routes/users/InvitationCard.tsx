import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { invitationsApi } from '../../api/invitations';
import { formatDayOf, INVITATION_MESSAGES, INVITATION_TEXTS, type InvitationStatus, LAYOUT_TEXTS, LIST_TEXTS } from '../../api/contract';
import { Button, Card, MailIcon, Spinner, Stack, StatusMessage, Text, toast } from '../../design-system';
import { invitationMachine } from '../../machines/invitation.machine';
import { shownLocale, useT } from '../../i18n';
import { instantText, viewerTimeZone } from '../shared/dates';

/** What the invitation's status says, in lines. */
function StatusLines({ invitation }: { invitation: InvitationStatus }) {
  const t = useT();
  const { status, at, attempts, error } = invitation;
  if (status === 'none') return <Text size="sm" tone="muted">{t(INVITATION_TEXTS.none)}</Text>;
  if (status === 'queued') return <Text size="sm" tone="default">{t(INVITATION_TEXTS.queued)}</Text>;
  // The day it went, as the company list shows days (in the reader's language); its time and zone on hover.
  const when = at ? formatDayOf(at, viewerTimeZone(), shownLocale()) : '';
  if (status === 'sent') return <Text size="sm" tone="default" title={instantText(at!)}>{t(INVITATION_TEXTS.sent, { when })}</Text>;
  if (status === 'kept') return <Text size="sm" tone="default" title={instantText(at!)}>{t(INVITATION_TEXTS.kept, { when })}</Text>;
  return (
    <>
      <StatusMessage tone="error">{t(INVITATION_TEXTS.failed)}</StatusMessage>
      <Text size="sm" tone="default">{t(status === 'retrying' ? INVITATION_TEXTS.retrying : INVITATION_TEXTS.gaveUp, { attempts })}</Text>
      {/* The mail server's own words, as it gave them. */}
      {error && <Text size="sm" tone="muted">{t(INVITATION_TEXTS.reason, { error })}</Text>}
    </>
  );
}

/** A company's invitation email on its page, for staff: how it went, and Resend. */
export function InvitationCard({ companyId }: { companyId: number }) {
  const t = useT();
  const [state, send, actor] = useMachine(invitationMachine, {
    input: { load: () => invitationsApi.get(companyId), resend: () => invitationsApi.resend(companyId), resendFallback: INVITATION_MESSAGES.resendFailed },
  });

  useEffect(() => {
    const resent = actor.on('invitation.resent', () => toast.success(t(INVITATION_TEXTS.resent)));
    const failed = actor.on('invitation.resendFailed', ({ message }) => toast.error(t(message)));
    return () => {
      resent.unsubscribe();
      failed.unsubscribe();
    };
  }, [actor, t]);

  const { invitation } = state.context;
  let content;
  if (state.matches('shown') && invitation) {
    const resending = state.matches({ shown: 'resending' });
    content = (
      <Stack gap={3} align="start">
        <StatusLines invitation={invitation} />
        {invitation.status !== 'none' && !invitation.canResend && <Text size="sm" tone="muted">{t(INVITATION_TEXTS.passwordSet)}</Text>}
        {invitation.canResend && (
          <Button variant="outline" loading={resending} onClick={() => send({ type: 'invitation.resend' })}>
            <MailIcon size={18} />
            {t(resending ? INVITATION_TEXTS.resending : INVITATION_TEXTS.resend)}
          </Button>
        )}
      </Stack>
    );
  } else if (state.matches('loadFailed')) {
    content = (
      <Stack gap={3} align="start">
        <StatusMessage tone="error">{t(INVITATION_TEXTS.loadFailed)}</StatusMessage>
        <Button variant="outline" onClick={() => send({ type: 'invitation.retry' })}>
          {t(LIST_TEXTS.retry)}
        </Button>
      </Stack>
    );
  } else {
    content = <Spinner label={t(LAYOUT_TEXTS.loading)} />;
  }
  return <Card title={t(INVITATION_TEXTS.title)}>{content}</Card>;
}
