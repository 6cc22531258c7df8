// Whether an error means a service the server stands on (PostgreSQL, the object store) cannot be
// reached right now (stopped, restarting, network gone), as opposed to a bug or a refused query:
// such requests are answered 503 with Retry-After and the caller tries again (docs/decisions/047).

/** Prisma's codes for a server it cannot reach, a lost connection, and an exhausted pool. */
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
/** What Prisma's pg adapter reports when the server is gone. */
const ADAPTER_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
/** Node's socket errors (also the object store's) and PostgreSQL's own: connection exceptions (08…), shutting down or starting (57P01–57P03). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
const SERVER_STATES = /^(08\w{3}|57P0[123])$/;
/** node-postgres names a connection the server dropped only in its message. */
const DROPPED_CONNECTION = /^Connection terminated/;

interface Described {
  code?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } };
  cause?: unknown;
  message?: unknown;
}

export function isServiceUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, meta, cause, message } = error as Described;
  if (typeof message === 'string' && DROPPED_CONNECTION.test(message)) return true;
  const adapterCause = meta?.driverAdapterError?.cause;
  if (typeof code === 'string' && (PRISMA_CODES.has(code) || SOCKET_CODES.has(code) || SERVER_STATES.test(code)))
    return true;
  if (typeof adapterCause?.kind === 'string' && ADAPTER_KINDS.has(adapterCause.kind)) return true;
  if (typeof adapterCause?.originalCode === 'string' && SERVER_STATES.test(adapterCause.originalCode)) return true;
  return isServiceUnavailable(cause, depth + 1);
}

/** Seconds a caller is asked to wait before trying again while a service is out of reach. */
export const RETRY_AFTER_SECONDS = 5;
