import { afterEach, beforeAll, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_MESSAGES,
  type EmailTemplate,
  MESSAGES,
  plural,
  pluralCategories,
  type RenderedEmail,
  sampleValuesOf,
} from '../../../src/api/contract';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { resetTokenFrom } from '../../test/smtp';

describeOnEachDatabase(
  'email templates',
  (ctx) => {
    let cast: Cast;
    beforeAll(async () => {
      cast = await castOf(ctx);
    });

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: RoleAccount, body?: unknown) =>
      ctx.request({ method, url, token: who?.token, body });
    const edit = (key: string, body: unknown, who: RoleAccount = cast.admin) => call('PUT', `/api/email-template/${key}`, who, body);
    const preview = (key: string, body: unknown, who: RoleAccount = cast.admin) => call('POST', `/api/email-template/${key}/preview`, who, body);
    const stored = () => ctx.db.selectFrom('email_templates').selectAll().execute();
    const audits = (action: string) => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

    afterEach(async () => {
      await ctx.db.deleteFrom('email_templates').execute();
    });

    const endpoints = [
      ['GET', '/api/email-templates', undefined],
      ['GET', '/api/email-template/reset-link', undefined],
      ['PUT', '/api/email-template/reset-link', { subject: 'Hi', body: 'Go: {{link}}' }],
      ['DELETE', '/api/email-template/reset-link', undefined],
      ['POST', '/api/email-template/reset-link/preview', { subject: 'Hi', body: 'Go: {{link}}' }],
    ] as const;

    it('lets admin and Owner/Admin use every endpoint', async () => {
      for (const who of [cast.admin, cast.owner]) {
        for (const [method, url, body] of endpoints) {
          const response = await call(method, url, who, body);
          expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
        }
      }
    });

    it('refuses organisers, companies and users (403) and anyone without a token (401), changing nothing', async () => {
      for (const who of [cast.organiser, cast.company, cast.user]) {
        for (const [method, url, body] of endpoints) {
          const response = await call(method, url, who, body);
          expect(response.statusCode, `${method} ${url}`).toBe(403);
        }
      }
      for (const [method, url, body] of endpoints) {
        const response = await call(method, url, undefined, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json()).toEqual({ message: MESSAGES.pleaseLogin });
      }
      expect(await stored()).toEqual([]);
    });

    it('lists every email with its variables, descriptions and default wording', async () => {
      const response = await call('GET', '/api/email-templates', cast.admin);
      const { templates } = response.json<{ templates: EmailTemplate[] }>();
      expect(templates.map((template) => template.key)).toEqual(EMAIL_TEMPLATE_KEYS);
      const reset = templates.find((template) => template.key === 'reset-link')!;
      expect(reset).toMatchObject({
        name: EMAIL_TEMPLATE_DEFAULTS['reset-link'].name,
        subject: EMAIL_TEMPLATE_DEFAULTS['reset-link'].subject,
        body: EMAIL_TEMPLATE_DEFAULTS['reset-link'].body,
        isDefault: true,
        updatedAt: null,
      });
      expect(reset.variables.map((variable) => variable.name)).toEqual(['firstName', 'link', 'validMinutes']);
      for (const template of templates) {
        for (const variable of template.variables) expect(variable.description, `${template.key}.${variable.name}`).not.toBe('');
      }
    });

    it('answers 404 for a template that does not exist', async () => {
      expect((await call('GET', '/api/email-template/nope', cast.admin)).statusCode).toBe(404);
      expect((await edit('nope', { subject: 'Hi', body: 'Hello' })).statusCode).toBe(404);
      expect((await call('DELETE', '/api/email-template/nope', cast.admin)).statusCode).toBe(404);
      expect((await call('GET', '/api/email-template/__proto__', cast.admin)).statusCode).toBe(404);
      expect(await stored()).toEqual([]);
    });

    it('saves an edit, reads it back as edited, records who did it, and resets it to the default', async () => {
      const saved = await edit('invitation', { subject: '  Welcome to {{eventName}}  ', body: 'Hi {{firstName}}, start here: {{link}}' }, cast.owner);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ key: 'invitation', subject: 'Welcome to {{eventName}}', isDefault: false });
      const read = (await call('GET', '/api/email-template/invitation', cast.admin)).json<EmailTemplate>();
      expect(read).toMatchObject({ subject: 'Welcome to {{eventName}}', body: 'Hi {{firstName}}, start here: {{link}}', isDefault: false });
      expect(read.updatedAt).toBeTruthy();
      expect(await stored()).toEqual([expect.objectContaining({ key: 'invitation', updated_by: cast.owner.userId })]);
      expect(await audits('email-template.update')).toContainEqual(expect.objectContaining({ actor_id: cast.owner.userId, subject_type: 'email-template' }));

      const reset = await call('DELETE', '/api/email-template/invitation', cast.admin);
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toMatchObject({ subject: EMAIL_TEMPLATE_DEFAULTS.invitation.subject, body: EMAIL_TEMPLATE_DEFAULTS.invitation.body, isDefault: true });
      expect(await stored()).toEqual([]);
      expect(await audits('email-template.reset')).toContainEqual(expect.objectContaining({ actor_id: cast.admin.userId }));
    });

    it('refuses an unknown variable with a message naming it, and saves nothing', async () => {
      const auditsBefore = (await audits('email-template.update')).length;
      const response = await edit('reset-link', { subject: 'Hi {{firstName}} {{password}}', body: 'Go: {{link}} {{ token }} {{}}' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.invalidRequest,
        errors: { subject: EMAIL_TEMPLATE_MESSAGES.unknownVariables(['password']), body: EMAIL_TEMPLATE_MESSAGES.unknownVariables(['token', '']) },
      });
      // A variable of another template is unknown here too.
      const other = await edit('email-changed', { subject: 'Changed', body: '{{newEmail}} {{link}}' });
      expect(other.json().errors).toEqual({ body: EMAIL_TEMPLATE_MESSAGES.unknownVariables(['link']) });
      expect((await preview('reset-link', { subject: '{{nope}}', body: 'x' })).statusCode).toBe(400);
      expect(await stored()).toEqual([]);
      expect(await audits('email-template.update')).toHaveLength(auditsBefore);
    });

    it('refuses an empty, too long or multi-line subject and an empty body, with field messages', async () => {
      const empty = await edit('reset-link', { subject: '  ', body: '' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual({ subject: EMAIL_TEMPLATE_MESSAGES.subjectRequired, body: EMAIL_TEMPLATE_MESSAGES.bodyRequired });
      expect((await edit('reset-link', { subject: 'x'.repeat(201), body: 'ok' })).json().errors).toHaveProperty('subject');
      expect((await edit('reset-link', { subject: 'ok', body: 'x'.repeat(10_001) })).json().errors).toHaveProperty('body');
      const twoLines = await edit('reset-link', { subject: 'Hi\r\nBcc: victim@example.com', body: 'ok' });
      expect(twoLines.json().errors).toEqual({ subject: EMAIL_TEMPLATE_MESSAGES.subjectOneLine });
      expect((await edit('reset-link', {})).statusCode).toBe(400);
      expect(await stored()).toEqual([]);
    });

    it('previews with the sample values: plain text, escaped HTML and a one-line subject', async () => {
      const response = await preview('email-changed', { subject: 'For {{firstName}}', body: 'Hello {{firstName}},\n\n<b>now</b> {{newEmail}}' });
      expect(response.statusCode).toBe(200);
      const samples = sampleValuesOf('email-changed');
      expect(response.json<RenderedEmail>()).toEqual({
        subject: `For ${samples.firstName}`,
        text: `Hello ${samples.firstName},\n\n<b>now</b> ${samples.newEmail}`,
        html: `<p>Hello ${samples.firstName},</p>\n<p>&lt;b&gt;now&lt;/b&gt; ${samples.newEmail}</p>`,
      });
      expect(await stored()).toEqual([]);
    });

    it('saves and previews plural forms of a count, and refuses forms that are wrong, saving nothing', async () => {
      const forms = { '=0': 'today', one: 'in # day', other: 'in # days' };
      const subject = `Due {{daysLeft|=0:${forms['=0']}|one:${forms.one}|other:${forms.other}}}`;
      const previewed = await preview('deadline-reminder', { subject, body: 'Hi {{firstName}}' });
      expect(previewed.statusCode, previewed.body).toBe(200);
      expect(previewed.json<RenderedEmail>().subject).toBe(`Due ${plural(Number(sampleValuesOf('deadline-reminder').daysLeft), forms)}`);

      const wrong = await edit('deadline-reminder', { subject: '{{companyName|one:a|other:b}}', body: '{{daysLeft|one:# day}} {{daysLeft|several:# days|other:# days}}' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual({
        subject: EMAIL_TEMPLATE_MESSAGES.pluralNotNumber('companyName'),
        body: [EMAIL_TEMPLATE_MESSAGES.pluralOtherMissing('daysLeft'), EMAIL_TEMPLATE_MESSAGES.pluralFormInvalid('daysLeft', pluralCategories())].join(' '),
      });
      expect(await stored()).toEqual([]);

      const saved = await edit('deadline-reminder', { subject, body: 'Hi {{firstName}}' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<EmailTemplate>().subject).toBe(subject);
      await call('DELETE', '/api/email-template/deadline-reminder', cast.admin);
    });

    it('sends the edited reset-link template, with values escaped in HTML and no header added by the subject', async () => {
      const saved = await edit('reset-link', { subject: 'New password for {{firstName}}', body: 'Dear {{firstName}},\n\nOpen {{link}} within {{validMinutes}} minutes.' });
      expect(saved.statusCode, saved.body).toBe(200);
      const user = await ctx.registerUser({ firstname: '<script>alert(1)</script>\r\nBcc: victim@example.com' });
      await ctx.request({ method: 'POST', url: '/api/auth/send-reset-link', body: { email: user.email } });
      const mail = await ctx.smtp.next(user.email);
      const [headers, ...rest] = mail.source.split(/\r?\n\r?\n/);
      const subjectLines = headers!.split(/\r?\n/).filter((line) => /^subject:/i.test(line));
      expect(subjectLines).toHaveLength(1);
      expect(headers).not.toMatch(/^bcc:/im);
      expect(mail.to).toEqual([user.email.toLowerCase()]);
      const body = rest.join('\n\n');
      const html = body.slice(body.indexOf('Content-Type: text/html'));
      expect(html).toContain('<p>Dear &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).not.toContain('<script>');
      expect(body).toContain(`within 30 minutes.`);
      expect(resetTokenFrom(mail).length).toBeGreaterThan(20);
      // The row is written once the mail server has taken the email.
      const subjectOfRow = async () => (await ctx.db.selectFrom('outbox').select('subject').where('to', '=', user.email).where('template', '=', 'reset-link').executeTakeFirst())?.subject;
      await expect.poll(subjectOfRow).toBe('New password for <script>alert(1)</script> Bcc: victim@example.com');
    });

    it('sends the default again once the template is reset', async () => {
      await edit('reset-link', { subject: 'Edited subject', body: 'Open {{link}}' });
      expect((await call('DELETE', '/api/email-template/reset-link', cast.admin)).statusCode).toBe(200);
      const user = await ctx.registerUser();
      await ctx.request({ method: 'POST', url: '/api/auth/send-reset-link', body: { email: user.email } });
      const mail = await ctx.smtp.next(user.email);
      expect(mail.source).toContain(`Subject: ${EMAIL_TEMPLATE_DEFAULTS['reset-link'].subject}`);
    });
  },
  { smtp: true },
);
