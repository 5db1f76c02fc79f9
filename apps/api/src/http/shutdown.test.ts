import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { buildServer } from './server.ts';

describe('graceful shutdown', () => {
  it('lets an in-flight request finish before the server closes', async () => {
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
});
