import pg from 'pg';

/**
 * Listens on one PostgreSQL NOTIFY channel over a connection of its own (a pooled connection
 * cannot hold a LISTEN), reconnecting after a loss. Notifications are delivered only while the
 * connection listens, so `listening()` says whether copies kept on their strength can be trusted,
 * and `onReset` runs when listening starts again after a loss (whatever changed meanwhile was
 * not heard).
 */
export interface PgListener {
  listening(): boolean;
  close(): Promise<void>;
}

const RETRY_MS = [100, 500, 1_000, 2_000, 5_000];

export function listenForNotifications(options: {
  connection: pg.ClientConfig;
  channel: string;
  onNotify: (payload: string) => void;
  onReset: () => void;
}): PgListener {
  let client: pg.Client | null = null;
  let listening = false;
  let everListened = false;
  let closed = false;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const lost = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    listening = false;
    failed.end().catch(() => {});
    if (closed) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)]!;
    attempt += 1;
    retryTimer = setTimeout(connect, delay);
    retryTimer.unref();
  };

  async function connect() {
    retryTimer = null;
    if (closed) return;
    const next = new pg.Client(options.connection);
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === options.channel) options.onNotify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
      if (client !== next) return;
      if (everListened) options.onReset();
      listening = true;
      everListened = true;
      attempt = 0;
    } catch {
      lost(next);
    }
  }

  void connect();
  return {
    listening: () => listening,
    async close() {
      closed = true;
      listening = false;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
