import { call, http } from './client';
import { emailTemplate, type EmailTemplateBody, type EmailTemplateKey, emailTemplateList } from './contract';

export const listEmailTemplates = () => call(emailTemplateList, () => http.get('email-templates'));

export const saveEmailTemplate = (key: EmailTemplateKey, body: EmailTemplateBody) =>
  call(emailTemplate, () => http.put(`email-template/${key}`, { json: body }));

export const resetEmailTemplate = (key: EmailTemplateKey) => call(emailTemplate, () => http.delete(`email-template/${key}`));
