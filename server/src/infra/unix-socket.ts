import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// The embedded S3 store listens on a Unix socket, not a TCP port: a socket in a folder that only its
// owner may enter is out of reach of the network and of every other account on the machine.

/**
 * A fresh owner-only folder (mkdtemp makes it 0700) for one store's socket. It sits in the system's
 * temporary folder because a socket's path must stay under about 100 bytes, which DATA_DIR may not.
 */
export function privateSocketFolder(store: string): { path: string; remove(): void } {
  const folder = mkdtempSync(path.join(os.tmpdir(), `sportphoto-${store}-`));
  return { path: folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/** An HTTP agent that takes every request to one Unix socket, whatever the URL's host. */
export class UnixSocketAgent extends http.Agent {
  readonly socketPath: string;

  constructor(socketPath: string) {
    super({ keepAlive: true });
    this.socketPath = socketPath;
  }

  override createConnection(): net.Socket {
    return net.createConnection(this.socketPath);
  }
}
