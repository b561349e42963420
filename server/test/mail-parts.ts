import type { ReceivedMail } from './smtp';

/** The text and HTML parts and the inline images of a caught email, each image by its Content-ID. */
export function partsOf(mail: ReceivedMail) {
  const boundaries = [...mail.source.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((match) => match[1]!);
  let parts = [mail.source];
  for (const boundary of boundaries) parts = parts.flatMap((part) => part.split(`--${boundary}`));
  const bodyOf = (part: string) => part.slice(part.search(/\r?\n\r?\n/)).trim();
  const images = new Map<string, Buffer>();
  for (const part of parts) {
    const cid = /^Content-ID: <([^>]+)>/im.exec(part)?.[1];
    if (cid && /^Content-Type: image\/jpeg/im.test(part)) images.set(cid, Buffer.from(bodyOf(part).replace(/\s+/g, ''), 'base64'));
  }
  const text = parts.find((part) => /^Content-Type: text\/plain/im.test(part)) ?? '';
  const html = parts.find((part) => /^Content-Type: text\/html/im.test(part)) ?? '';
  return { text: bodyOf(text).replace(/\r\n/g, '\n'), html: bodyOf(html).replace(/\r?\n/g, ''), images };
}
