import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { withTimeout } from './timeout.ts';

/**
 * One load run from a child process of its own (tsx loaded there too), so the load never shares
 * the server's event loop or its CPU accounting: the module at `moduleUrl` gets `input` as its
 * first message and answers with its result, or `{ error }`.
 */
export function forkLoad<Input, Result extends object>(
  moduleUrl: URL,
  input: Input,
  timeoutMs: number,
  label: string,
): Promise<Result> {
  const child = fork(fileURLToPath(moduleUrl), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const done = new Promise<Result>((resolve, reject) => {
    child.once('message', (message: Result | { error: string }) =>
      'error' in message ? reject(new Error(message.error)) : resolve(message as Result),
    );
    child.once('error', reject);
    child.once('exit', (code) =>
      reject(new Error(`${label}: load process exited (${code}) without a result`)),
    );
  });
  child.send(input as object);
  return withTimeout(done, timeoutMs, label).finally(() => {
    if (child.exitCode === null) child.kill();
  });
}

/** The child's side: runs `run` on the first message and sends back its result, then exits. */
export function answerLoad<Input, Result>(run: (input: Input) => Promise<Result>): void {
  process.once('message', (input: Input) => {
    const reply = (message: Result | { error: string }) => process.send?.(message, () => process.exit(0));
    run(input).then(reply, (error: unknown) => reply({ error: String(error) }));
  });
}
