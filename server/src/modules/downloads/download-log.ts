import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Every original handed to a member is logged for the order's page (docs/decisions/041): who, when,
// which item (none for a ZIP) and from which network. The address is cut to its network so the log
// tells a country or provider apart, not a household.

export type DownloadKind = 'original' | 'zip';

const USER_AGENT_LENGTH = 200;

/** The first `groups` 16-bit groups of an IPv6 address, written out in full. */
function ipv6Groups(address: string, groups: number): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return full.slice(0, groups).map((group) => Number.parseInt(group, 16).toString(16));
}

/** The client's network: an IPv4 address's /24, an IPv6 address's /48 (IPv4-mapped IPv6 as IPv4). */
export function clientNetwork(ip: string): string {
  const address = ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').replace(/%.*$/, '');
  if (isIPv4(address)) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) {
    const network = ipv6Groups(address, 3);
    while (network.at(-1) === '0') network.pop();
    return `${network.join(':')}::/48`;
  }
  return 'unknown';
}

export interface GrantedDownload {
  userId: number;
  orderId: number;
  orderItemId: number | null;
  kind: DownloadKind;
}

/**
 * Logs a granted download: one insert, not awaited, so the file is never held back by it. A failed
 * insert is only warned about; the member still gets the file.
 */
export function recordDownload(app: FastifyInstance, request: FastifyRequest, download: GrantedDownload): void {
  const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_LENGTH) || null;
  app.db.downloadLog
    .create({ data: { ...download, clientNetwork: clientNetwork(request.ip), userAgent } })
    .catch((error: Error) => request.log.warn({ reason: error.message, ...download }, 'download log not written'));
}
