import { register } from '../api/auth';
import { MESSAGES, registerBody } from '../api/contract';
import { createFormMachine } from './form.machine';

/**
 * Sign Up: editing → submitting → succeeded, which is "check your email" (no account exists until
 * the emailed link is opened); `form.reset` goes back to the form to sign up again.
 */
export const signUpMachine = createFormMachine({
  schema: registerBody,
  submit: register,
  fallbackError: MESSAGES.registrationFailed,
});
