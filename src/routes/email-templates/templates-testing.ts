// The Email Templates page, as its screen test and its machine's path test render and read it.
import { screen } from '@testing-library/react';
import { EMAIL_TEMPLATE_TEXTS, emailTemplateOf, ROLES } from '../../api/contract';
import { renderPage } from '../../test/render-page';
import { EmailTemplatesPage } from './EmailTemplatesPage';

export const edited = (subject: string, body: string) => ({ subject, body, updatedAt: '2026-01-02T03:04:05.000Z' });

/** The reset link starts edited, so that it can be reset; the invitation is its default. */
export const editedReset = emailTemplateOf('reset-link', edited('Your link, {{firstName}}', 'Open {{link}}'));

export const list = [editedReset, emailTemplateOf('invitation')];

export const subjectField = () => screen.getByLabelText(EMAIL_TEMPLATE_TEXTS.subject, { selector: 'input', exact: false }) as HTMLInputElement;

export const bodyField = () => screen.getByLabelText(EMAIL_TEMPLATE_TEXTS.body, { selector: 'textarea', exact: false }) as HTMLTextAreaElement;

export const previewBody = () => screen.getByRole('article', { name: EMAIL_TEMPLATE_TEXTS.previewLabel, hidden: true });

export const saveButton = () => screen.getByRole('button', { name: new RegExp(`^(${EMAIL_TEMPLATE_TEXTS.save}|${EMAIL_TEMPLATE_TEXTS.saving})$`) });

export const render = () => renderPage({ path: '/email-templates', at: '/email-templates', component: EmailTemplatesPage, role: ROLES.admin });
