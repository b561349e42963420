import { MAIL_TEXTS } from '../../../src/api/contract';
import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function resetPasswordEmail(to: { email: string; firstname: string }, link: string, validMinutes: number): MailMessage {
  const lines = [MAIL_TEXTS.resetGreeting(to.firstname), MAIL_TEXTS.resetIntro, MAIL_TEXTS.resetExpiry(validMinutes), MAIL_TEXTS.resetIgnore];
  const [greeting, intro, expiry, ignore] = lines.map(escapeHtml);
  return {
    to: to.email,
    subject: MAIL_TEXTS.resetSubject,
    text: [lines[0], '', lines[1], '', `${MAIL_TEXTS.resetAction}: ${link}`, '', lines[2], lines[3]].join('\n'),
    html: [
      `<p>${greeting}</p>`,
      `<p>${intro}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(MAIL_TEXTS.resetAction)}</a></p>`,
      `<p>${expiry}</p>`,
      `<p>${ignore}</p>`,
    ].join('\n'),
  };
}
