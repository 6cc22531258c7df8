import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../config.ts';
import { metricsRegistry } from './metrics.ts';

export interface MetricsListener {
  /** The port it listens on (useful when METRICS_PORT asked for any free one in tests). */
  port: number;
  close(): Promise<void>;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time whatever the lengths, so the answer's timing says nothing of the token. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  return timingSafeEqual(digest(given), digest(token));
}

/**
 * Serves `GET /metrics` on its own port (decision 070), apart from the site: the load balancer
 * never routes to it, and with METRICS_TOKEN set a scrape must carry `Authorization: Bearer …`.
 * Nothing else is answered here. Off (undefined) without METRICS_PORT.
 */
export async function startMetricsListener({
  port,
  host,
  token,
}: Config['metrics']): Promise<MetricsListener | undefined> {
  if (port === undefined) return undefined;
  const server: Server = createServer((request, response) => {
    const path = request.url?.split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    if (token && !bearerMatches(request.headers.authorization, token)) {
      response.writeHead(401, { 'www-authenticate': 'Bearer' }).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
