import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { request } from 'node:http';

// What the rest of the machine can reach of the embedded stores: TCP ports this process listens
// on, what another (unprivileged) user can see, and requests sent through a store's Unix socket.

/** Ports this process listens on over TCP (Linux, from /proc), or undefined elsewhere. */
export function listeningTcpPorts(): Set<number> | undefined {
  if (!existsSync('/proc/self/fd') || !existsSync('/proc/net/tcp')) return undefined;
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    const target = (() => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return ''; // closed meanwhile
      }
    })();
    const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
    if (inode) inodes.add(inode);
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6'].filter(existsSync)) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const [localAddress, state, inode] = [fields[1], fields[3], fields[9]];
      // State 0A is LISTEN.
      if (state === '0A' && inode && inodes.has(inode)) ports.add(parseInt(localAddress!.split(':')[1]!, 16));
    }
  }
  return ports;
}

/** The unprivileged `nobody` user, when we are root and so may act as it; else undefined. */
export function anotherUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'nobody']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'nobody']).toString().trim()),
    };
  } catch {
    return undefined;
  }
}

/** Whether that user sees the path at all (it needs to enter every folder above it). */
export function seenBy(user: { uid: number; gid: number }, path: string): boolean {
  return spawnSync('test', ['-e', path], user).status === 0;
}

export const permissionsOf = (path: string) => statSync(path).mode & 0o777;

/** A GET of a URL's path sent to the server listening on a Unix socket. */
export function getThroughSocket(
  socketPath: string,
  url: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { pathname, search, host } = new URL(url);
  return new Promise((resolve, reject) => {
    request({ socketPath, path: pathname + search, headers: { host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}
