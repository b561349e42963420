import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { PUBLIC_PATHS, SIGN_IN_TEXTS } from '../../api/contract';
import { Button, FormError, Spinner, StatusMessage } from '../../design-system';
import { signInLinkMachine } from '../../machines/sign-in-link.machine';
import { safeRedirect } from '../shared/guard';
import { useSession } from '../shared/use-session';
import { AUTH_TEXTS } from './auth-texts';
import { AuthLayout } from './AuthLayout';
import * as styles from './auth.css';
import { useT } from '../../i18n';

/**
 * An emailed sign-in link opens here. Opening it (GET) signs nobody in, so a mail scanner that
 * fetches links uses none up: one press of the button does. An expired or used link offers a fresh
 * one by email.
 */
export function SignInLinkPage() {
  const { token } = useSearch({ strict: false });
  return <SignInLinkForm token={token ?? ''} />;
}

export function SignInLinkForm({ token }: { token: string }) {
  const t = useT();
  const [state, send] = useMachine(signInLinkMachine, { input: { token } });
  const session = useSession();
  const navigate = useNavigate();
  const { error, result, notice } = state.context;

  useEffect(() => {
    if (!result) return;
    session.send({ type: 'session.started', token: result.token });
    // The stored page of this app the link opens; never anything but a path here.
    void navigate({ href: safeRedirect(result.path) });
  }, [result, session, navigate]);

  const footer = (
    <Link to={PUBLIC_PATHS.signIn} className={styles.link}>
      {t(AUTH_TEXTS.backToSignIn)}
    </Link>
  );

  if (state.matches('checking')) {
    return (
      <AuthLayout title={t(SIGN_IN_TEXTS.linkTitle)} footer={footer}>
        <Spinner label={t(SIGN_IN_TEXTS.linkChecking)} />
      </AuthLayout>
    );
  }
  if (state.matches('checkFailed')) {
    return (
      <AuthLayout title={t(SIGN_IN_TEXTS.linkTitle)} footer={footer}>
        <div className={styles.form}>
          <FormError>{error && t(error)}</FormError>
          <Button variant="outline" onClick={() => send({ type: 'link.retry' })}>
            {t(SIGN_IN_TEXTS.tryAgain)}
          </Button>
        </div>
      </AuthLayout>
    );
  }
  if (state.matches('expired') || state.matches('renewing') || state.matches('renewed')) {
    const renewing = state.matches('renewing');
    return (
      <AuthLayout title={t(SIGN_IN_TEXTS.linkTitle)} footer={footer}>
        <div className={styles.form}>
          {state.matches('renewed') ? (
            <StatusMessage tone="success">{notice && t(notice)}</StatusMessage>
          ) : (
            <>
              <StatusMessage tone="error">{error && t(error)}</StatusMessage>
              <Button fullWidth loading={renewing} disabled={renewing} onClick={() => send({ type: 'link.renew' })}>
                {renewing ? t(SIGN_IN_TEXTS.freshLinkPending) : t(SIGN_IN_TEXTS.freshLink)}
              </Button>
            </>
          )}
        </div>
      </AuthLayout>
    );
  }
  const signingIn = state.matches('signingIn') || state.matches('signedIn');
  return (
    <AuthLayout title={t(SIGN_IN_TEXTS.linkTitle)} hint={t(SIGN_IN_TEXTS.linkHint)} footer={footer}>
      <div className={styles.form}>
        <Button fullWidth loading={signingIn} disabled={signingIn} onClick={() => send({ type: 'link.signIn' })}>
          {signingIn ? t(SIGN_IN_TEXTS.linkPending) : t(SIGN_IN_TEXTS.linkButton)}
        </Button>
        {error && <FormError>{t(error)}</FormError>}
      </div>
    </AuthLayout>
  );
}
