import { Link, useNavigate } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { AUTH_TEXTS } from './auth-texts';
import { PASSWORD_FIELD_TEXTS } from '../shared/password-field-texts';
import { Button, FormError, PasswordField, Spinner, StatusMessage } from '../../design-system';
import { resetPasswordMachine } from '../../machines/reset-password.machine';
import { useSession } from '../shared/use-session';
import { AuthLayout } from './AuthLayout';
import * as styles from './auth.css';
import { formValues } from '../shared/form-values';

export function SetPasswordForm({ token }: { token: string }) {
  const [state, send] = useMachine(resetPasswordMachine, { input: { token } });
  const navigate = useNavigate();
  const session = useSession();
  const submitting = state.matches('submitting');
  const finished = state.matches('success') || state.matches('done');

  useEffect(() => {
    if (!state.matches('done')) return;
    // The new password ended every session, this browser's too.
    session.send({ type: 'session.logout' });
    void navigate({ to: '/signin' });
  }, [state, navigate, session]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'form.submit', ...formValues(event.currentTarget, ['newPassword', 'confirmPassword']) });
  };

  const passwordProps = { showLabel: PASSWORD_FIELD_TEXTS.showPassword, hideLabel: PASSWORD_FIELD_TEXTS.hidePassword, autoComplete: 'new-password', required: true };
  return (
    <AuthLayout
      title={AUTH_TEXTS.setPasswordTitle}
      hint={AUTH_TEXTS.setPasswordHint}
      footer={
        <Link to="/signin" className={styles.link}>
          {AUTH_TEXTS.backToSignIn}
        </Link>
      }
    >
      {state.matches('checking') ? (
        <Spinner label={AUTH_TEXTS.setPasswordChecking} />
      ) : state.matches('refused') ? (
        <div className={styles.form}>
          <FormError>{state.context.error}</FormError>
          <Link to="/reset-password" className={styles.inlineLink}>
            {AUTH_TEXTS.requestNewLink}
          </Link>
        </div>
      ) : finished && state.context.message ? (
        <StatusMessage tone="success">{state.context.message}</StatusMessage>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <PasswordField label={AUTH_TEXTS.newPasswordLabel} name="newPassword" {...passwordProps} />
          <PasswordField label={AUTH_TEXTS.confirmPasswordLabel} name="confirmPassword" {...passwordProps} />
          <Button type="submit" fullWidth loading={submitting} disabled={submitting}>
            {submitting ? AUTH_TEXTS.setPasswordPending : AUTH_TEXTS.setPasswordButton}
          </Button>
          {state.context.error && <FormError>{state.context.error}</FormError>}
        </form>
      )}
    </AuthLayout>
  );
}
