import { afterEach, beforeAll, describe, expect, it } from 'vitest';
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
import { LOCALE_NAMES } from '../../../src/api/contract/i18n/locales';
import { translate } from '../../../src/api/contract/i18n/translate';
import { MAIL_TEXTS } from '../../../src/api/contract/texts/mail';
import { type Cast, castOf, type RoleAccount } from '../../test/accounts';
import { describeOnEachDatabase } from '../../test/harness';
import { readMail, resetTokenFrom } from '../../test/smtp';
import { translatedTemplate } from './localized';

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
    const stored = () => ctx.db.selectFrom('email_template_edits').selectAll().execute();
    const audits = (action: string) => ctx.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();

    afterEach(async () => {
      await ctx.db.deleteFrom('email_template_edits').execute();
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

    describe('in each language', () => {
      const inLanguage = (path: string, language: string) => `${path}?language=${encodeURIComponent(language)}`;
      const list = async (language: string) => (await call('GET', inLanguage('/api/email-templates', language), cast.admin)).json<{ templates: EmailTemplate[] }>().templates;
      const one = async (key: string, language: string) => (await list(language)).find((template) => template.key === key)!;
      const editIn = (key: string, language: string, body: unknown) => call('PUT', inLanguage(`/api/email-template/${key}`, language), cast.admin, body);
      const resetIn = (key: string, language: string) => call('DELETE', inLanguage(`/api/email-template/${key}`, language), cast.admin);
      const sendReset = async (language: string) => {
        const user = await ctx.registerUser({ language });
        await ctx.request({ method: 'POST', url: '/api/auth/send-reset-link', body: { email: user.email } });
        return readMail(await ctx.smtp.next(user.email));
      };

      it('gives each language its built-in translation to edit, English when none is named', async () => {
        const german = await one('reset-link', 'de');
        expect(german).toMatchObject({ language: 'de', isDefault: true, needsReview: false, ...translatedTemplate('reset-link', 'de') });
        expect(german.subject).toBe(translate('de', MAIL_TEXTS.resetSubject));
        expect(german.name).toBe(EMAIL_TEMPLATE_DEFAULTS['reset-link'].name);
        const englishDefault = { subject: EMAIL_TEMPLATE_DEFAULTS['reset-link'].subject, body: EMAIL_TEMPLATE_DEFAULTS['reset-link'].body };
        // A translation comes with the English it is read against.
        expect(german.english).toEqual(englishDefault);
        expect(await one('reset-link', 'en')).toEqual({ ...german, language: 'en', ...englishDefault, english: null });
        expect((await call('GET', '/api/email-template/reset-link', cast.admin)).json()).toMatchObject({ language: 'en' });
        const arabic = (await call('GET', inLanguage('/api/email-template/reset-link', 'ar'), cast.admin)).json<EmailTemplate>();
        expect(arabic.body).toMatch(/\{\{validMinutes\|.*zero:.*\|two:.*\|few:.*\|many:.*\|other:/);
      });

      it('refuses a language the product does not speak, on every endpoint, changing nothing', async () => {
        for (const language of ['xx', 'EN', 'de-DE', '']) {
          for (const [method, url, body] of endpoints) {
            const response = await call(method, inLanguage(url, language), cast.admin, body);
            expect(response.statusCode, `${method} ${url} ${language}`).toBe(400);
            expect(response.json().errors).toEqual({ language: MESSAGES.languageInvalid });
          }
        }
        expect(await stored()).toEqual([]);
      });

      it('marks a translation for review once the English wording is edited after it, until it is edited again', async () => {
        expect((await list('fr')).filter((template) => template.needsReview)).toEqual([]);
        expect((await editIn('reset-link', 'en', { subject: 'Set a password, {{firstName}}', body: 'Open {{link}}' })).statusCode).toBe(200);
        expect((await one('reset-link', 'en')).needsReview).toBe(false);
        expect((await one('reset-link', 'de')).english).toEqual({ subject: 'Set a password, {{firstName}}', body: 'Open {{link}}' });
        for (const language of ['de', 'fr', 'ar']) {
          const marked = (await list(language)).filter((template) => template.needsReview).map((template) => template.key);
          expect(marked, language).toEqual(['reset-link']);
        }
        const german = await editIn('reset-link', 'de', { subject: 'Passwort festlegen, {{firstName}}', body: 'Öffnen Sie {{link}}' });
        expect(german.json()).toMatchObject({ language: 'de', isDefault: false, needsReview: false, subject: 'Passwort festlegen, {{firstName}}' });
        expect((await one('reset-link', 'fr')).needsReview).toBe(true);
        // Edited in English once more: the German edit is older than it now.
        expect((await editIn('reset-link', 'en', { subject: 'Set your password, {{firstName}}', body: 'Open {{link}}' })).statusCode).toBe(200);
        expect((await one('reset-link', 'de')).needsReview).toBe(true);
        // English back to its default: no translation is behind it.
        expect((await resetIn('reset-link', 'en')).json()).toMatchObject({ isDefault: true, needsReview: false });
        expect((await one('reset-link', 'de')).needsReview).toBe(false);
        expect((await one('reset-link', 'de')).isDefault).toBe(false);
        // The German edit reset: the built-in translation again, the English edit untouched.
        expect((await resetIn('reset-link', 'de')).json()).toMatchObject({ language: 'de', isDefault: true, ...translatedTemplate('reset-link', 'de') });
        expect(await stored()).toEqual([]);
      });

      it('checks plural forms by the language’s own categories', async () => {
        const arabicForms = '{{validMinutes|zero:لا دقائق|one:دقيقة واحدة|two:دقيقتان|few:# دقائق|many:# دقيقة|other:# دقيقة}}';
        const arabic = await editIn('reset-link', 'ar', { subject: 'كلمة المرور', body: `{{link}} ${arabicForms}` });
        expect(arabic.statusCode, arabic.body).toBe(200);
        const english = await editIn('reset-link', 'en', { subject: 'Password', body: `{{link}} ${arabicForms}` });
        expect(english.statusCode).toBe(400);
        expect(english.json().errors).toEqual({ body: EMAIL_TEMPLATE_MESSAGES.pluralFormInvalid('validMinutes', pluralCategories('en')) });
        const previewed = await call('POST', inLanguage('/api/email-template/reset-link/preview', 'ar'), cast.admin, { subject: 'x', body: arabicForms });
        expect(previewed.json<RenderedEmail>().text).toBe(plural(Number(sampleValuesOf('reset-link').validMinutes), { zero: 'لا دقائق', one: 'دقيقة واحدة', two: 'دقيقتان', few: '# دقائق', many: '# دقيقة', other: '# دقيقة' }, 'ar'));
        expect(await stored()).toEqual([expect.objectContaining({ key: 'reset-link', locale: 'ar' })]);
      });

      it('sends each reader the edit in their language, else the built-in translation, never another language’s edit', async () => {
        await editIn('reset-link', 'en', { subject: 'English edit for {{firstName}}', body: 'Open {{link}}' });
        await editIn('reset-link', 'de', { subject: 'Deutsche Fassung für {{firstName}}', body: 'Öffnen: {{link}}\n\n{{validMinutes|one:# Minute|other:# Minuten}}' });
        const german = await sendReset('de');
        expect(german.subject).toMatch(/^Deutsche Fassung für /);
        expect(german.text).toContain('30 Minuten');
        expect((await sendReset('en')).subject).toMatch(/^English edit for /);
        // French has no edit: its built-in translation, not the English edit.
        expect((await sendReset('fr')).subject).toBe(translate('fr', MAIL_TEXTS.resetSubject));
      });

      it('records the language of an edit in the audit log', async () => {
        await editIn('invitation', 'de', { subject: 'Willkommen', body: '{{link}}' });
        await resetIn('invitation', 'de');
        const named = async (action: string) => {
          const page = (await call('GET', `/api/audit-log?action=${action}`, cast.admin)).json<{ entries: { detail: string | null }[] }>();
          return page.entries.map((entry) => entry.detail);
        };
        expect(await named('email-template.update')).toContain(`${EMAIL_TEMPLATE_DEFAULTS.invitation.name} (${LOCALE_NAMES.de})`);
        expect(await named('email-template.reset')).toContain(`${EMAIL_TEMPLATE_DEFAULTS.invitation.name} (${LOCALE_NAMES.de})`);
      });
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
