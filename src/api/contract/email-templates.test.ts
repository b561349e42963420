import { describe, expect, it } from 'vitest';
import {
  EMAIL_TEMPLATE_DEFAULTS,
  EMAIL_TEMPLATE_KEYS,
  EMAIL_TEMPLATE_MESSAGES,
  INVITE_MAIL_TEXTS,
  MAIL_GREETING,
  REMINDER_MAIL_TEXTS,
  DIGEST_MAIL_TEXTS,
  MAIL_TEXTS,
  pluralCategories,
  renderEmail,
  unknownVariables,
  variableErrors,
} from './index';
import { translate } from './i18n/translate';

describe('email templates', () => {
  it('leaves no empty lines where an empty value would be, in the text and the HTML', () => {
    const template = { subject: 'S', body: 'Hello {{firstName}},\n\n{{comment}}\n\nNotes:\n{{annotations}}\nBye\n\n{{comment}} {{annotations}}\n\nSee {{link}}' };
    const email = renderEmail(template, { firstName: 'Ada', comment: '', annotations: '', link: 'http://x.test/' });
    expect(email.text).toBe('Hello Ada,\n\nNotes:\nBye\n\nSee http://x.test/');
    expect(email.html).not.toContain('<p></p>');
    expect(email.html.match(/<p>/g)).toHaveLength(3);
    expect(renderEmail(template, { firstName: 'Ada', comment: 'Good', annotations: '', link: 'l' }).text).toMatch(/^Hello Ada,\n\nGood\n\nNotes:\nBye\n\nGood \n\nSee l$/);
  });

  it('sets a value that starts like a formula in quotation marks in the text and the subject, not a number, not the HTML', () => {
    const template = { subject: '{{companyName}}: {{daysLeft}} days', body: '{{companyName}} still owes {{daysLeft}} files.' };
    for (const name of ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=1', '＝1']) {
      const email = renderEmail(template, { companyName: name, daysLeft: '-2' });
      expect(email.text).toBe(`“${name}” still owes -2 files.`);
      // The subject is one line: its control characters are spaces.
      expect(email.subject).toBe(`“${name.replace('\t', ' ')}”: -2 days`);
      expect(email.html).toContain(`<p>${name} still owes -2 files.</p>`);
    }
    expect(renderEmail(template, { companyName: 'Acme', daysLeft: '3' }).text).toBe('Acme still owes 3 files.');
  });

  it('renders the reset link default with the wording the email had before it was editable', () => {
    const link = 'http://app.test/set-password?token=abc';
    const email = renderEmail(EMAIL_TEMPLATE_DEFAULTS['reset-link'], { firstName: 'Ada', link, validMinutes: '30' });
    expect(email.subject).toBe(MAIL_TEXTS.resetSubject);
    expect(email.text).toBe(
      [translate('en', MAIL_GREETING, { firstName: 'Ada' }), MAIL_TEXTS.resetIntro, `${MAIL_TEXTS.resetAction}: ${link}`, translate('en', MAIL_TEXTS.resetExpiry, { minutes: 30 }), MAIL_TEXTS.resetIgnore].join('\n\n'),
    );
    expect(email.html).toContain(`<p>${MAIL_TEXTS.resetAction}: <a href="${link}">${link}</a></p>`);
  });

  it('keeps the invitation and email-changed wording', () => {
    const invite = renderEmail(EMAIL_TEMPLATE_DEFAULTS.invitation, { firstName: 'Bo', companyName: 'Acme', eventName: 'Fair', link: 'http://x.test/a', validDays: '7' });
    expect(invite.text).toContain(translate('en', INVITE_MAIL_TEXTS.intro, { companyName: 'Acme', eventName: 'Fair' }));
    expect(invite.text).toContain(translate('en', INVITE_MAIL_TEXTS.expiry, { days: 7 }));
    const changed = renderEmail(EMAIL_TEMPLATE_DEFAULTS['email-changed'], { firstName: 'Bo', newEmail: 'new@example.com' });
    expect(changed.text).toContain(translate('en', MAIL_TEXTS.emailChangedBody, { email: 'new@example.com' }));
  });

  it('uses only its own variables in every default', () => {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      const { subject, body } = EMAIL_TEMPLATE_DEFAULTS[key];
      expect(variableErrors(key, { subject, body }), key).toEqual({});
    }
  });

  it('escapes values and template text in HTML, links only web addresses, and keeps the subject to one line', () => {
    const email = renderEmail(
      { subject: 'Hi {{firstName}}', body: '<i>{{firstName}}</i>\nline two\n\n{{link}}' },
      { firstName: '"x" <script>\r\nBcc: a@b.c', link: 'javascript:alert(1)' },
    );
    expect(email.subject).toBe('Hi "x" <script> Bcc: a@b.c');
    expect(email.html).toBe('<p>&lt;i&gt;&quot;x&quot; &lt;script&gt;<br>Bcc: a@b.c&lt;/i&gt;<br>line two</p>\n<p>javascript:alert(1)</p>');
    expect(email.text).toBe('<i>"x" <script>\r\nBcc: a@b.c</i>\nline two\n\njavascript:alert(1)');
  });

  it('finds placeholders that are not the template’s variables', () => {
    expect(unknownVariables('email-changed', '{{ newEmail }} {{link}} {{link}} {{constructor}}')).toEqual(['link', 'constructor']);
  });

  it('gives every count of a default its plural form: one day, not one days', () => {
    const reminder = (daysLeft: string) =>
      renderEmail(EMAIL_TEMPLATE_DEFAULTS['deadline-reminder'], { firstName: 'Bo', companyName: 'Acme', eventName: 'Fair', deadline: 'x', daysLeft, missing: 'Logo', link: 'http://x.test/' });
    expect(reminder('1').subject).toBe(translate('en', REMINDER_MAIL_TEXTS.subject, { eventName: 'Fair', daysLeft: 1 }));
    expect(reminder('1').subject).toMatch(/in 1 day$/);
    expect(reminder('7').subject).toMatch(/in 7 days$/);
    expect(reminder('0').subject).toMatch(/due today$/);
    const digest = (count: string) => renderEmail(EMAIL_TEMPLATE_DEFAULTS['new-submission'], { firstName: 'Bo', eventName: 'Fair', count, submissions: 's', link: 'http://x.test/' });
    expect(digest('1').subject).toBe(translate('en', DIGEST_MAIL_TEXTS.subject, { count: 1, eventName: 'Fair' }));
    expect(digest('1').subject).toMatch(/^1 new artwork submission for/);
    expect(digest('2').subject).toMatch(/^2 new artwork submissions for/);
    const reset = renderEmail(EMAIL_TEMPLATE_DEFAULTS['reset-link'], { firstName: 'Ada', link: 'http://x.test/', validMinutes: '1' });
    expect(reset.text).toContain(translate('en', MAIL_TEXTS.resetExpiry, { minutes: 1 }));
    expect(translate('en', MAIL_TEXTS.resetExpiry, { minutes: 1 })).toMatch(/1 minute\.$/);
  });

  it('fills an edited template’s plural forms, exact numbers first, # as the number', () => {
    const template = { subject: 'Due {{daysLeft|=0:today|one:in # day|other:in # days}}', body: '{{daysLeft| one : # day |other:# days}} left' };
    const values = (daysLeft: string) => ({ firstName: '', companyName: '', eventName: '', deadline: '', daysLeft, missing: '', link: '' });
    expect(variableErrors('deadline-reminder', template)).toEqual({});
    expect(renderEmail(template, values('0')).subject).toBe('Due today');
    expect(renderEmail(template, values('1')).subject).toBe('Due in 1 day');
    expect(renderEmail(template, values('1')).text).toBe(' 1 day  left');
    expect(renderEmail(template, values('1200')).subject).toBe('Due in 1,200 days');
  });

  it('refuses plural forms on a variable that is no count, a form that is none, and forms without other', () => {
    expect(variableErrors('deadline-reminder', { subject: '{{eventName|one:x|other:y}}', body: '{{daysLeft|one:# day}}' })).toEqual({
      subject: EMAIL_TEMPLATE_MESSAGES.pluralNotNumber('eventName'),
      body: EMAIL_TEMPLATE_MESSAGES.pluralOtherMissing('daysLeft'),
    });
    expect(variableErrors('deadline-reminder', { subject: 'ok', body: '{{daysLeft|few:# days|other:# days}} {{daysLeft|# days}}' })).toEqual({
      body: EMAIL_TEMPLATE_MESSAGES.pluralFormInvalid('daysLeft', pluralCategories()),
    });
    expect(variableErrors('reset-link', { subject: '{{nope|one:x|other:y}}', body: 'ok' })).toEqual({ subject: EMAIL_TEMPLATE_MESSAGES.unknownVariables(['nope']) });
  });
});
