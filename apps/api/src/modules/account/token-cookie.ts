import type { FastifyReply } from 'fastify';
import { SESSION_TTL_MS } from './sessions.ts';

export const TOKEN_COOKIE = 'token';

/** The `token` cookie of api.md: HttpOnly, SameSite=Lax, one year, Secure when served over https. */
export function setTokenCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(TOKEN_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export function clearTokenCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(TOKEN_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
}
