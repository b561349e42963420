import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { SIGN_IN_TEXTS } from '../../api/contract';
import { Button, FormError, StatusMessage, TextField } from '../../design-system';
import { signInCodeMachine } from '../../machines/sign-in-code.machine';
import { formValues } from '../shared/form-values';
import { safeRedirect } from '../shared/guard';
import { useSession } from '../shared/use-session';
import { AUTH_TEXTS } from './auth-texts';
import * as styles from './auth.css';
import { useT } from '../../i18n';

type Props = {
  /** Back to the password form. */
  onPassword: () => void;
};

/** Signing in with an emailed 6-digit code instead of a password: the address, then the code. */
export function SignInCodeForm({ onPassword }: Props) {
  const t = useT();
  const [state, send] = useMachine(signInCodeMachine);
  const session = useSession();
  const navigate = useNavigate();
  const { redirect } = useSearch({ strict: false });
  const { error, email, session: started } = state.context;

  useEffect(() => {
    if (!started) return;
    session.send({ type: 'session.started', token: started.token });
    void navigate({ href: safeRedirect(redirect) });
  }, [started, session, navigate, redirect]);

  const sending = state.matches('sending');
  const verifying = state.matches('verifying') || state.matches('signedIn');
  const byCode = state.matches('enteringCode') || verifying;

  const submitEmail = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'code.send', ...formValues(event.currentTarget, ['email']) });
  };
  const submitCode = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'code.submit', ...formValues(event.currentTarget, ['code']) });
  };

  const usePassword = (
    <Button type="button" variant="ghost" fullWidth onClick={onPassword}>
      {t(SIGN_IN_TEXTS.usePassword)}
    </Button>
  );

  if (byCode) {
    return (
      <form className={styles.form} onSubmit={submitCode} noValidate aria-label={t(SIGN_IN_TEXTS.codeTitle)}>
        <StatusMessage tone="success">{t(SIGN_IN_TEXTS.codeSentTo, { email })}</StatusMessage>
        <TextField label={t(SIGN_IN_TEXTS.codeLabel)} name="code" inputMode="numeric" autoComplete="one-time-code" maxLength={6} required />
        <Button type="submit" fullWidth loading={verifying} disabled={verifying}>
          {verifying ? t(SIGN_IN_TEXTS.checkingCode) : t(SIGN_IN_TEXTS.signInWithCode)}
        </Button>
        {error && <FormError>{t(error)}</FormError>}
        <Button type="button" variant="outline" fullWidth disabled={verifying} onClick={() => send({ type: 'code.resend' })}>
          {t(SIGN_IN_TEXTS.sendNewCode)}
        </Button>
        {usePassword}
      </form>
    );
  }
  return (
    <form className={styles.form} onSubmit={submitEmail} noValidate aria-label={t(SIGN_IN_TEXTS.codeTitle)}>
      <p className={styles.hint}>{t(SIGN_IN_TEXTS.codeHint)}</p>
      <TextField label={t(AUTH_TEXTS.emailLabel)} name="email" type="email" autoComplete="email" placeholder={AUTH_TEXTS.emailPlaceholder} defaultValue={email} required />
      <Button type="submit" fullWidth loading={sending} disabled={sending}>
        {sending ? t(SIGN_IN_TEXTS.sendingCode) : t(SIGN_IN_TEXTS.sendCode)}
      </Button>
      {error && <FormError>{t(error)}</FormError>}
      {usePassword}
    </form>
  );
}
