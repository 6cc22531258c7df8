// s3rver ships no types; this covers what the embedded store uses.
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    /** A TCP port, or the path of a Unix socket to listen on. */
    port?: number | string;
    directory: string;
    silent?: boolean;
    /** Whether the Host header may name a bucket (`<bucket>.localhost`); off for path-style only. */
    vhostBuckets?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
