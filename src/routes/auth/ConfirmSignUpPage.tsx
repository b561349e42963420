import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { MESSAGES, PUBLIC_PATHS } from '../../api/contract';
import { AUTH_TEXTS } from './auth-texts';
import { PASSWORD_FIELD_TEXTS } from '../shared/password-field-texts';
import { Button, FormError, PasswordField, StatusMessage, toast } from '../../design-system';
import { confirmSignUpMachine } from '../../machines/confirm-sign-up.machine';
import { useSession } from '../shared/use-session';
import { AuthLayout } from './AuthLayout';
import * as styles from './auth.css';
import { formValues } from '../shared/form-values';

/** Confirm a sign-up from its emailed link: the password chosen at sign-up makes the account and signs in. */
export function ConfirmSignUpPage() {
  const { token } = useSearch({ strict: false });
  return <ConfirmSignUpForm token={token ?? ''} />;
}

export function ConfirmSignUpForm({ token }: { token: string }) {
  const [state, send] = useMachine(confirmSignUpMachine, { input: { token } });
  const session = useSession();
  const navigate = useNavigate();
  const confirming = state.matches('confirming');
  const { error, session: started } = state.context;

  useEffect(() => {
    if (!started) return;
    session.send({ type: 'session.started', token: started.token });
    toast.success(started.message ?? MESSAGES.registrationSuccess);
    void navigate({ to: '/' });
  }, [started, session, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'form.submit', ...formValues(event.currentTarget, ['password']) });
  };

  if (state.matches('linkInvalid') || state.matches('taken')) {
    const taken = state.matches('taken');
    return (
      <AuthLayout
        title={AUTH_TEXTS.confirmSignUpTitle}
        footer={
          <Link to={taken ? PUBLIC_PATHS.signIn : PUBLIC_PATHS.signUp} className={styles.link}>
            {taken ? AUTH_TEXTS.backToSignIn : AUTH_TEXTS.signUpAgain}
          </Link>
        }
      >
        <StatusMessage tone="error">{error}</StatusMessage>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={AUTH_TEXTS.confirmSignUpTitle}
      hint={AUTH_TEXTS.confirmSignUpHint}
      footer={
        <Link to={PUBLIC_PATHS.signIn} className={styles.link}>
          {AUTH_TEXTS.backToSignIn}
        </Link>
      }
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={AUTH_TEXTS.passwordLabel}
          name="password"
          autoComplete="current-password"
          required
          showLabel={PASSWORD_FIELD_TEXTS.showPassword}
          hideLabel={PASSWORD_FIELD_TEXTS.hidePassword}
        />
        <Button type="submit" fullWidth loading={confirming} disabled={confirming || state.matches('confirmed')}>
          {confirming ? AUTH_TEXTS.confirmSignUpPending : AUTH_TEXTS.confirmSignUpButton}
        </Button>
        {error && <FormError>{error}</FormError>}
      </form>
    </AuthLayout>
  );
}
