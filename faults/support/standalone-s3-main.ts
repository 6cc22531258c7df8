import S3rver from 's3rver';

// An object store in a process of its own, so a fault scenario can kill it (SIGKILL) and start it
// again: `node --import tsx standalone-s3-main.ts <port> <directory>`; prints "ready" once listening.
const [port, directory] = process.argv.slice(2);
if (!port || !directory) throw new Error('usage: standalone-s3-main.ts <port> <directory>');
const server = new S3rver({ port: Number(port), address: '127.0.0.1', directory, silent: true });
await server.run();
process.stdout.write('ready\n');
