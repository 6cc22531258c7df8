import { sha256OfFile } from './hash-file.ts';

// Hashes files off the page's thread: { id, file } in, { id, hash } or { id, error } out.

/** The worker's global scope (the client's type library describes windows only). */
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<{ id: number; file: File }>) => void): void;
  postMessage(message: unknown): void;
};

scope.addEventListener('message', (event) => {
  const { id, file } = event.data;
  sha256OfFile(file).then(
    (hash) => scope.postMessage({ id, hash }),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
});
