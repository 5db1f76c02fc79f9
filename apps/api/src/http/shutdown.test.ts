import { once } from 'node:events';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { buildServer } from './server.ts';

/** A listening server whose `/v1/slow` answers only once `release()` is called. */
async function serverWithSlowRoute() {
  let markStarted = () => {};
  const handlerStarted = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = await buildServer({
    routes: (api) => {
      api.get('/v1/slow', async () => {
        markStarted();
        await released;
        return ok('finished');
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('server has no port');
  return { app, address, handlerStarted, release };
}

describe('graceful shutdown', () => {
  it('lets an in-flight request finish before the server closes', async () => {
    const { app, address, handlerStarted, release } = await serverWithSlowRoute();

    const inFlight = fetch(`http://127.0.0.1:${address.port}/api/live/v1/slow`);
    await handlerStarted;
    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(false);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: 'finished' });
    await closing;
    expect(closed).toBe(true);
  });

  it('answers a request that arrives while closing with 503 and the security headers', async () => {
    const { app, address, handlerStarted, release } = await serverWithSlowRoute();

    // The slow request keeps close() waiting; a second connection has begun its request, so
    // closing does not drop it as idle, and the rest of its head reaches Fastify while closing.
    const inFlight = fetch(`http://127.0.0.1:${address.port}/api/live/v1/slow`);
    await handlerStarted;
    const socket = net.connect(address.port, '127.0.0.1');
    await once(socket, 'connect');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = once(socket, 'close');
    socket.write('GET /api/live/v1/slow HTTP/1.1\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.write('Host: localhost\r\n\r\n');
    await ended;
    release();
    expect((await inFlight).status).toBe(200);
    await closing;
    expect(received.slice(0, 12)).toBe('HTTP/1.1 503');
    expect(received.toLowerCase()).toContain('x-frame-options: deny');
    expect(received.toLowerCase()).toContain('x-content-type-options: nosniff');
  });
});
