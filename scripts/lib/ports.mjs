import net from 'node:net';

/** A port nobody listens on right now, on both loopback addresses; `taken` collects those handed out. */
export async function freePort(taken = new Set()) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise((resolve, reject) => {
      const server = net.createServer();
      server.unref();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address();
        server.close(() => resolve(port));
      });
    });
    if (taken.has(port)) continue;
    if (await portFree(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('could not find a free port');
}

/** Whether nothing listens on `port` at 127.0.0.1 nor at ::1 (where the machine has IPv6). */
export async function portFree(port) {
  const tryListen = (host) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.unref();
      server.once('error', (error) =>
        resolve(host === '::1' && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')),
      );
      server.listen(port, host, () => server.close(() => resolve(true)));
    });
  return (await tryListen('127.0.0.1')) && (await tryListen('::1'));
}
