import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { sendResetLink } from '../../api/auth';
import { MESSAGES, messageBody, sendResetLinkBody } from '../../api/contract';
import { AUTH_TEXTS } from './auth-texts';
import { Button, FormError, StatusMessage, TextField } from '../../design-system';
import { createFormMachine } from '../../machines/form.machine';
import { AuthLayout } from './AuthLayout';
import * as styles from './auth.css';
import { formValues } from '../shared/form-values';

const forgotPasswordMachine = createFormMachine({
  schema: sendResetLinkBody,
  submit: sendResetLink,
  fallbackError: MESSAGES.failedSendResetLink,
});

export function ForgotPasswordForm() {
  const [state, send] = useMachine(forgotPasswordMachine);
  const sent = messageBody.safeParse(state.context.output);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'form.submit', values: formValues(event.currentTarget, ['email']) });
  };

  return (
    <AuthLayout
      title={AUTH_TEXTS.forgotTitle}
      hint={AUTH_TEXTS.forgotHint}
      footer={
        <Link to="/signin" className={styles.link}>
          {AUTH_TEXTS.backToSignIn}
        </Link>
      }
    >
      {state.matches('succeeded') && sent.success ? (
        <StatusMessage tone="success">{sent.data.message}</StatusMessage>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label={AUTH_TEXTS.emailLabel}
            name="email"
            type="email"
            autoComplete="email"
            required
            error={state.context.errors.email}
            onChange={() => send({ type: 'form.edit', field: 'email' })}
          />
          <Button type="submit" fullWidth loading={state.matches('submitting')}>
            {state.matches('submitting') ? AUTH_TEXTS.sendResetPending : AUTH_TEXTS.sendResetLink}
          </Button>
          {state.context.error && !state.context.errors.email && <FormError>{state.context.error}</FormError>}
        </form>
      )}
    </AuthLayout>
  );
}
