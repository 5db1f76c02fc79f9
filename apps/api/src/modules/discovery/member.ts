import type { FastifyRequest } from 'fastify';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { MemberViewer } from './social.service.ts';

/** The logged-in caller of a member route (401 otherwise), as the read rules see them. */
export function memberOf(sessions: Sessions) {
  return async (request: FastifyRequest): Promise<MemberViewer> => {
    const found = await sessions.member(request.ctx);
    return { ...viewerOfMember(found), userId: found.user.id };
  };
}
