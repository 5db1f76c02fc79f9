import type { ServerResponse } from 'node:http';
import { REQUEST_TIMEOUT_MS } from '@sogon/contract/headers';
import { requestDetails } from '@sogon/contract/messages/request';
import { hasControlCharacter } from '@sogon/contract/validation/control-characters';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { originHeaderIsSite, siteOriginOf } from './origin-check.ts';
import { readRequestContext } from './request-context.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The request's time-limit timer, on its response. */
const TIMER = Symbol('sogon.requestTimer');
const SINGLE_LINE = { multiline: false };
const holdsControlCharacter = (value: string) => value !== '' && hasControlCharacter(value, SINGLE_LINE);

declare module 'fastify' {
  interface FastifyRequest {
    ctx: import('./request-context.ts').RequestContext;
  }
  interface FastifyContextConfig {
    /** Server-to-server callbacks (payment notifications) do not carry `x-client`. */
    allowWithoutClientHeader?: boolean;
    /** A GET the spec names that changes state (a purchase): it needs `x-client` like a write. */
    requiresClientHeader?: boolean;
    /**
     * A write browsers send with navigator.sendBeacon, which cannot set headers: without
     * `x-client`, an Origin header naming this site stands in for it (origin-check.ts).
     */
    beacon?: boolean;
    /** A route that takes large bodies (uploads) may answer later than the usual 20 s. */
    timeoutMs?: number;
  }
}

/**
 * Per-request guards of the API: the typed header context, the `x-client` rule for writes
 * (a cross-site form cannot set a custom header, so a cookie alone never changes anything),
 * and the 20 s answer limit of spec section 9.
 */
export function installRequestGuards(
  app: FastifyInstance,
  options: { timeoutMs?: number; siteUrl?: string } = {},
): void {
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const siteOrigin = siteOriginOf(options.siteUrl);
  app.decorateRequest('ctx', null as never);

  // A callback hook, not an async one: it runs on every API request. Nothing in it allocates a
  // closure: the timer's callback is shared and gets the reply as its argument.
  app.addHook('onRequest', (request, reply, done) => {
    // routeOptions builds a new object on each read: read it once.
    const config = request.routeOptions.config;
    const refused = refusal(request, config, siteOrigin);
    if (refused) {
      done(refused);
      return;
    }
    const limitMs = config.timeoutMs ?? timeoutMs;
    const timer = setTimeout(answerTimedOut, limitMs, reply, limitMs);
    timer.unref();
    const response = reply.raw as ServerResponse & { [TIMER]?: NodeJS.Timeout };
    response[TIMER] = timer;
    // 'close' comes once per response: a plain listener, no once() wrapper to allocate.
    response.on('close', clearRequestTimer);
    done();
  });
}

function clearRequestTimer(this: ServerResponse & { [TIMER]?: NodeJS.Timeout }): void {
  clearTimeout(this[TIMER]);
}

/** The answer of a request still unanswered when its time limit passes. */
function answerTimedOut(reply: FastifyReply, limitMs: number): void {
  if (reply.sent || reply.raw.headersSent) return;
  reply.request.log.warn({ url: reply.request.url, timeoutMs: limitMs }, 'request timed out');
  const error = new AppError('ERROR_REQUEST_TIMEOUT');
  reply.status(error.status).send(error.toBody());
}

/** Why a request may not go on (its headers, or a write without `x-client`), or null. */
function refusal(
  request: FastifyRequest,
  config: FastifyContextConfig,
  siteOrigin: string | null,
): AppError | null {
  const ctx = readRequestContext(request);
  request.ctx = ctx;
  // Header values (and the token cookie, percent-decoded) hold no control characters either.
  if (ctx.some(holdsControlCharacter)) {
    return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: requestDetails.headerControlCharacter });
  }
  if (
    (STATE_CHANGING.has(request.method) || config.requiresClientHeader) &&
    !ctx.client &&
    !config.allowWithoutClientHeader &&
    !(config.beacon && originHeaderIsSite(request, siteOrigin))
  ) {
    return new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
      detail: '허용되지 않은 요청입니다. 앱 또는 웹사이트에서 다시 시도해 주세요.',
    });
  }
  return null;
}
