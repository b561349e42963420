import type { FastifyReply } from 'fastify';

/** A file name safe in any header: the name's printable ASCII, other characters as '_'. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\/]/g, '_').trim() || 'file';

/**
 * Headers that make a browser download a stored file and never run it: attachment with the
 * name (ASCII, and UTF-8 for the rest), no type sniffing, and a sandbox should it be opened.
 */
export function sendAsAttachment(reply: FastifyReply, name: string, type: string): FastifyReply {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'");
}
