import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { AUTH_TEXTS } from '../../api/contract';
import { Button, FormError, PasswordField, TextField, toast } from '../../design-system';
import { useSession } from '../shared/use-session';
import { AuthLayout } from './AuthLayout';
import * as styles from './auth.css';
import { formValues } from '../shared/form-values';

export function SignUpPage() {
  const session = useSession();
  const pending = useSelector(session, (s) => s.matches('registering'));
  const error = useSelector(session, (s) => s.context.error);

  useEffect(() => {
    const registered = session.on('registered', ({ message }) => toast.success(message));
    const failed = session.on('failed', ({ message }) => toast.error(message));
    return () => {
      registered.unsubscribe();
      failed.unsubscribe();
      session.send({ type: 'session.clearError' });
    };
  }, [session]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = formValues(event.currentTarget, ['firstname', 'lastname', 'email', 'password']);
    session.send({ type: 'session.register', ...values });
  };

  return (
    <AuthLayout
      title={AUTH_TEXTS.signUpTitle}
      hint={AUTH_TEXTS.signUpHint}
      footer={
        <Link to="/signin" className={styles.link}>
          {AUTH_TEXTS.haveAccountLink}
        </Link>
      }
    >
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
          showLabel={AUTH_TEXTS.showPassword}
          hideLabel={AUTH_TEXTS.hidePassword}
        />
        <Button type="submit" fullWidth loading={pending}>
          {pending ? AUTH_TEXTS.signUpPending : AUTH_TEXTS.signUpButton}
        </Button>
        {error && <FormError>{error}</FormError>}
      </form>
    </AuthLayout>
  );
}
