import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { AUTH_TEXTS } from './auth-texts';
import { PASSWORD_FIELD_TEXTS } from '../shared/password-field-texts';
import { Button, FormError, PasswordField, TextField } from '../../design-system';
import { prepareSessionSteps } from '../../machines/session.machine';
import { useSession } from '../shared/use-session';
import { AuthLayout } from './AuthLayout';
import * as styles from './auth.css';
import { formValues } from '../shared/form-values';
import { useT } from '../../i18n';

/** The code path loads when chosen, so the sign-in page's first download stays as it was. */
const SignInCodeForm = lazy(() => import('./SignInCodeForm').then((module) => ({ default: module.SignInCodeForm })));

export function SignInPage() {
  const t = useT();
  const session = useSession();
  // Checked, then sent: the first check waits for the contract's schemas to arrive.
  const pending = useSelector(session, (s) => s.matches('checking') || s.matches('signingIn'));
  const error = useSelector(session, (s) => s.context.error);
  useEffect(() => () => session.send({ type: 'session.clearError' }), [session]);
  // Signing in with an emailed code instead of a password.
  const [byCode, setByCode] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { email, password } = formValues(event.currentTarget, ['email', 'password']);
    session.send({ type: 'session.login', email, password });
  };

  return (
    <AuthLayout
      title={t(AUTH_TEXTS.signInTitle)}
      hint={byCode ? undefined : t(AUTH_TEXTS.signInHint)}
      footer={
        <>
          {t(AUTH_TEXTS.noAccountPrompt)}{' '}
          <Link to="/signup" className={styles.inlineLink}>
            {t(AUTH_TEXTS.signUpLink)}
          </Link>
        </>
      }
    >
      {byCode ? (
        <Suspense>
          <SignInCodeForm onPassword={() => setByCode(false)} />
        </Suspense>
      ) : (
      <>
      {/* The sign-in's checks are fetched as the user comes to the form, not when they press Sign in. */}
      <form className={styles.form} onSubmit={submit} onFocus={prepareSessionSteps} noValidate>
        <TextField label={t(AUTH_TEXTS.emailLabel)} name="email" type="email" autoComplete="email" placeholder={AUTH_TEXTS.emailPlaceholder} required />
        <PasswordField
          label={t(AUTH_TEXTS.passwordLabel)}
          name="password"
          autoComplete="current-password"
          placeholder={t(AUTH_TEXTS.passwordPlaceholder)}
          required
          showLabel={t(PASSWORD_FIELD_TEXTS.showPassword)}
          hideLabel={t(PASSWORD_FIELD_TEXTS.hidePassword)}
        />
        <div className={styles.row}>
          <Link to="/reset-password" className={styles.link}>
            {t(AUTH_TEXTS.forgotPasswordLink)}
          </Link>
        </div>
        <Button type="submit" fullWidth loading={pending}>
          {pending ? t(AUTH_TEXTS.signInPending) : t(AUTH_TEXTS.signInButton)}
        </Button>
        {error && <FormError>{t(error)}</FormError>}
      </form>
      <div className={styles.codeButton}><Button type="button" variant="outline" fullWidth onClick={() => setByCode(true)}>
        {t(AUTH_TEXTS.emailMeACode)}
      </Button></div>
      </>
      )}
    </AuthLayout>
  );
}
