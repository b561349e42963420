import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

interface Parts {
  to: string;
  subject: string;
  /** Paragraphs before the action, if any, and after it. */
  before: string[];
  action?: { label: string; href: string };
  after?: string[];
}

/** One email in plain text and in HTML, from the same paragraphs. */
export function composeEmail({ to, subject, before, action, after = [] }: Parts): MailMessage {
  const text = [...before, ...(action ? [`${action.label}: ${action.href}`] : []), ...after].join('\n\n');
  const html = [
    ...before.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.href)}">${escapeHtml(action.label)}</a></p>`] : []),
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
  ].join('\n');
  return { to, subject, text, html };
}
