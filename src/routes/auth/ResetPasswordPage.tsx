import { useSearch } from '@tanstack/react-router';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SetPasswordForm } from './SetPasswordForm';

/** Without a token: Forgot Password. With one (from the emailed link): Set New Password. */
export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/public' });
  return token ? <SetPasswordForm token={token} /> : <ForgotPasswordForm />;
}
