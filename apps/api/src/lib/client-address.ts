import { isIPv6 } from 'node:net';

/**
 * The address a per-address limit counts (issue 13). IPv4 as is; an IPv4-mapped IPv6 address as its IPv4;
 * any other IPv6 address as its /64 prefix, since one subscriber is handed a whole /64 and could otherwise
 * step through 2^64 addresses, one fresh limit each.
 */
export function clientAddress(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
