/** Every email the product sends, and the variables its template may use. */
export const EMAIL_TEMPLATE_VARIABLES = {
  'reset-link': ['firstName', 'link', 'validMinutes'],
  invitation: ['firstName', 'companyName', 'eventName', 'link', 'validDays', 'signInLink'],
  'email-changed': ['firstName', 'newEmail'],
  'confirm-registration': ['firstName', 'link', 'validHours'],
  'registration-exists': ['firstName', 'link'],
  'artwork-decision': ['firstName', 'companyName', 'eventName', 'requirementName', 'decision', 'reasons', 'comment', 'changesMade', 'annotations', 'link'],
  'new-submission': ['firstName', 'eventName', 'count', 'submissions', 'link'],
  'deadline-reminder': ['firstName', 'companyName', 'eventName', 'deadline', 'daysLeft', 'missing', 'link'],
  'sign-in-link': ['firstName', 'link', 'validHours'],
  'sign-in-code': ['firstName', 'code', 'validMinutes'],
  'organiser-invitation': ['firstName', 'link', 'validDays'],
  'event-assignment': ['firstName', 'eventName', 'eventStart', 'link'],
  'stage-opened': ['firstName', 'eventName', 'companyName', 'requirementName', 'version', 'stageName', 'dueOn', 'link'],
  'stage-overdue': ['firstName', 'eventName', 'companyName', 'requirementName', 'version', 'stageName', 'dueOn', 'link'],
  'guest-invitation': ['eventName', 'stageName', 'inviterName', 'validHours', 'link'],
} as const satisfies Record<string, readonly string[]>;

export type EmailTemplateKey = keyof typeof EMAIL_TEMPLATE_VARIABLES;
export type EmailVariableName<K extends EmailTemplateKey> = (typeof EMAIL_TEMPLATE_VARIABLES)[K][number];
/** The values one email fills its template with. */
export type EmailValues<K extends EmailTemplateKey> = Record<EmailVariableName<K>, string>;

export const EMAIL_TEMPLATE_KEYS = Object.keys(EMAIL_TEMPLATE_VARIABLES) as EmailTemplateKey[];
export const isEmailTemplateKey = (key: string): key is EmailTemplateKey => Object.hasOwn(EMAIL_TEMPLATE_VARIABLES, key);
