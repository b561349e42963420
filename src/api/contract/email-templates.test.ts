import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_DEFAULTS, EMAIL_TEMPLATE_KEYS, INVITE_MAIL_TEXTS, MAIL_TEXTS, renderEmail, unknownVariables, variableErrors } from './index';

describe('email templates', () => {
  it('renders the reset link default with the wording the email had before it was editable', () => {
    const link = 'http://app.test/set-password?token=abc';
    const email = renderEmail(EMAIL_TEMPLATE_DEFAULTS['reset-link'], { firstName: 'Ada', link, validMinutes: '30' });
    expect(email.subject).toBe(MAIL_TEXTS.resetSubject);
    expect(email.text).toBe(
      [MAIL_TEXTS.resetGreeting('Ada'), MAIL_TEXTS.resetIntro, `${MAIL_TEXTS.resetAction}: ${link}`, MAIL_TEXTS.resetExpiry(30), MAIL_TEXTS.resetIgnore].join('\n\n'),
    );
    expect(email.html).toContain(`<p>${MAIL_TEXTS.resetAction}: <a href="${link}">${link}</a></p>`);
  });

  it('keeps the invitation and email-changed wording', () => {
    const invite = renderEmail(EMAIL_TEMPLATE_DEFAULTS.invitation, { firstName: 'Bo', companyName: 'Acme', eventName: 'Fair', link: 'http://x.test/a', validDays: '7' });
    expect(invite.text).toContain(INVITE_MAIL_TEXTS.intro('Acme', 'Fair'));
    expect(invite.text).toContain(INVITE_MAIL_TEXTS.expiry(7));
    const changed = renderEmail(EMAIL_TEMPLATE_DEFAULTS['email-changed'], { firstName: 'Bo', newEmail: 'new@example.com' });
    expect(changed.text).toContain(MAIL_TEXTS.emailChangedBody('new@example.com'));
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
});
