import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState, type FormEvent } from 'react';
import { AUTH_TEXTS } from './auth-texts';
import { PASSWORD_FIELD_TEXTS } from '../shared/password-field-texts';
import { Button, FormError, PasswordField, StatusMessage, TextField, toast } from '../../design-system';
import { signUpMachine } from '../../machines/sign-up.machine';
import { AuthLayout } from './AuthLayout';
import * as styles from './auth.css';
import { formValues } from '../shared/form-values';
import { shownLocale } from '../../i18n';

export function SignUpPage() {
  const [state, send, actor] = useMachine(signUpMachine);
  // The address the link went to, as typed: the check-your-email state names it.
  const [email, setEmail] = useState('');
  const pending = state.matches('submitting');

  useEffect(() => {
    const failed = actor.on('form.failed', ({ message }) => toast.error(message));
    return () => failed.unsubscribe();
  }, [actor]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, ['firstname', 'lastname', 'email', 'password']);
    setEmail(values.email.trim());
    // The account's language: the one this page is shown in (the browser's, or one chosen with ?lang=).
    send({ type: 'form.submit', values: { ...values, role: 'user', language: shownLocale() } });
  };

  const footer = (
    <Link to="/signin" className={styles.link}>
      {AUTH_TEXTS.haveAccountLink}
    </Link>
  );

  if (state.matches('succeeded')) {
    return (
      <AuthLayout title={AUTH_TEXTS.checkEmailTitle} hint={AUTH_TEXTS.checkEmailHint(email)} footer={footer}>
        <div className={styles.form}>
          <StatusMessage tone="success">{AUTH_TEXTS.checkEmailNoAccountYet}</StatusMessage>
          <Button variant="outline" fullWidth onClick={() => send({ type: 'form.reset' })}>
            {AUTH_TEXTS.signUpAgain}
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={AUTH_TEXTS.signUpTitle} hint={AUTH_TEXTS.signUpHint} footer={footer}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.twoColumns}>
          <TextField label={AUTH_TEXTS.firstNameLabel} name="firstname" autoComplete="given-name" required />
          <TextField label={AUTH_TEXTS.lastNameLabel} name="lastname" autoComplete="family-name" required />
        </div>
        <TextField label={AUTH_TEXTS.emailLabel} name="email" type="email" autoComplete="email" required />
        <PasswordField
          label={AUTH_TEXTS.passwordLabel}
          name="password"
          autoComplete="new-password"
          required
          showLabel={PASSWORD_FIELD_TEXTS.showPassword}
          hideLabel={PASSWORD_FIELD_TEXTS.hidePassword}
        />
        <Button type="submit" fullWidth loading={pending}>
          {pending ? AUTH_TEXTS.signUpPending : AUTH_TEXTS.signUpButton}
        </Button>
        {state.context.error && <FormError>{state.context.error}</FormError>}
      </form>
    </AuthLayout>
  );
}
