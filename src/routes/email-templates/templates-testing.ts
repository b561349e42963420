// The Email Templates page, as its screen test and its machine's path test render and read it.
import { screen } from '@testing-library/react';
import { EMAIL_TEMPLATE_TEXTS, type EmailTemplateBody, emailTemplateOf, ROLES } from '../../api/contract';
import { renderPage } from '../../test/render-page';
import { EmailTemplatesPage } from './EmailTemplatesPage';

export const edited = (subject: string, body: string) => ({ edited: { subject, body, updatedAt: '2026-01-02T03:04:05.000Z' } });

/** The reset link starts edited, so that it can be reset; the invitation is its default. */
export const editedReset = emailTemplateOf('reset-link', edited('Your link, {{firstName}}', 'Open {{link}}'));

export const list = [editedReset, emailTemplateOf('invitation')];

/**
 * The same two in German, as the server gives them: the reset link's translation is behind an
 * edit of its English (needs review), the invitation's is its built-in one.
 */
const wordingOf = ({ subject, body }: EmailTemplateBody) => ({ subject, body });

export const germanList = [
  emailTemplateOf('reset-link', {
    language: 'de',
    standard: { subject: 'Passwort festlegen, {{firstName}}', body: 'Öffnen Sie {{link}}\n\n{{validMinutes|one:# Minute|other:# Minuten}}' },
    needsReview: true,
    english: wordingOf(editedReset),
  }),
  emailTemplateOf('invitation', { language: 'de', standard: { subject: 'Willkommen bei {{eventName}}', body: 'Hallo {{firstName}}: {{link}}' }, english: wordingOf(emailTemplateOf('invitation')) }),
];

export const languageSelect = () => screen.getByLabelText(EMAIL_TEMPLATE_TEXTS.language, { selector: 'select', exact: false }) as HTMLSelectElement;

export const subjectField = () => screen.getByLabelText(EMAIL_TEMPLATE_TEXTS.subject, { selector: 'input', exact: false }) as HTMLInputElement;

export const bodyField = () => screen.getByLabelText(EMAIL_TEMPLATE_TEXTS.body, { selector: 'textarea', exact: false }) as HTMLTextAreaElement;

export const previewBody = () => screen.getByRole('article', { name: EMAIL_TEMPLATE_TEXTS.previewLabel, hidden: true });

export const saveButton = () => screen.getByRole('button', { name: new RegExp(`^(${EMAIL_TEMPLATE_TEXTS.save}|${EMAIL_TEMPLATE_TEXTS.saving})$`) });

export const render = () => renderPage({ path: '/email-templates', at: '/email-templates', component: EmailTemplatesPage, role: ROLES.admin });
