import { loadConfig } from '#api/config';
import { type DatabaseServer, startDatabaseServer } from './database-server.ts';

/**
 * `npm start` calls this before it loads the rest of the server: the embedded PostgreSQL (a
 * process of its own) boots while this one loads its code. main() awaits the promise; a failure
 * surfaces there, with the start-up message, not as an unhandled rejection.
 */
export function startDatabaseEarly(log: (line: string) => void): Promise<DatabaseServer> {
  // A bad setting throws in loadConfig(): it becomes this promise's rejection.
  const server = Promise.resolve().then(() => startDatabaseServer(loadConfig(), log));
  server.catch(() => {});
  return server;
}
