import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import type { S3StorageOptions } from './s3.ts';

/**
 * s3rver (a dev dependency) as a child process on a free loopback port. Not in-process: it signs
 * list continuation tokens with DES, which Node's OpenSSL 3 only offers behind
 * `--openssl-legacy-provider`, a flag that must be given when the process starts.
 */
export interface S3rverProcess {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The S3 driver's options for one of its buckets. */
  storageOptions(bucket: string): S3StorageOptions;
  stop(): Promise<void>;
}

// Runs in the child: starts the server, prints its port, and exits when the parent goes away
// (its stdin closes), so a crashed test run leaves no server behind.
const CHILD = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: process.env.S3RVER_DIRECTORY,
  configureBuckets: JSON.parse(process.env.S3RVER_BUCKETS).map((name) => ({ name, configs: [] })),
});
server.run().then(({ port }) => console.log(JSON.stringify({ port })), (error) => {
  console.error(error);
  process.exit(1);
});
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
`;

export async function startS3rver(options: { directory: string; buckets: string[] }): Promise<S3rverProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--openssl-legacy-provider', '-e', CHILD], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: {
      ...process.env,
      S3RVER_MODULE: createRequire(import.meta.url).resolve('s3rver'),
      S3RVER_DIRECTORY: options.directory,
      S3RVER_BUCKETS: JSON.stringify(options.buckets),
    },
  });
  const exited = once(child, 'exit');
  const lines = createInterface({ input: child.stdout! });
  const first = await Promise.race([
    once(lines, 'line').then(([line]) => line as string),
    exited.then(([code]) => {
      throw new Error(`s3rver exited with ${code} before listening`);
    }),
  ]);
  lines.close();
  const { port } = JSON.parse(first) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's only account.
  const account = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    endpoint,
    ...account,
    storageOptions: (bucket) => ({ endpoint, region: 'us-east-1', bucket, ...account, forcePathStyle: true }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
