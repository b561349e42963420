/** The password fields' show / hide toggle, on the auth pages and the account forms. */
export const PASSWORD_FIELD_TEXTS = {
  showPassword: 'Show password',
  hidePassword: 'Hide password',
} as const;
