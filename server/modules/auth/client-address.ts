import { isIPv4, isIPv6 } from 'node:net';

/** The 64-bit network part of an IPv6 address: one subscriber's whole range, as zero-padded hextets. */
function ipv6Network(address: string): string {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const hextets = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${hextets
    .slice(0, 4)
    .map((hextet) => hextet.padStart(4, '0').toLowerCase())
    .join(':')}::/64`;
}

/**
 * Who a sign-in attempt comes from, for counting: an IPv4 address as it is, an IPv6 address by its
 * /64 (a subscriber usually holds the whole range, so one client must not count as 2^64 clients).
 */
export function clientOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const bare = ip.split('%')[0]!;
  return isIPv6(bare) ? ipv6Network(bare) : ip;
}
