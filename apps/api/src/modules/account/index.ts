/**
 * The account module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/account`, never a file inside it.
 */
export { createLoginThrottle, LOGIN_ACCOUNT_LIMIT, LOGIN_ADDRESS_LIMIT } from './login-throttle.ts';
export { watchMemberChanges } from './member-changes.ts';
export type { PasswordHasher, PasswordParams } from './passwords.ts';
export { createPasswordHasher, OWASP_ARGON2ID } from './passwords.ts';
export type { AccountRepository, UserRow } from './repository.ts';
export { createAccountRepository } from './repository.ts';
export { registerAccountRoutes } from './routes.ts';
export { hashSecret, newSecret, sameSecret } from './secrets.ts';
export type { AccountService } from './service.ts';
export { createAccountService, defaultUsername } from './service.ts';
export type { Member, Sessions } from './sessions.ts';
export { createSessions, viewerOfMember } from './sessions.ts';
export { setTokenCookie } from './token-cookie.ts';
export { toAsset, toUserInfo } from './user-object.ts';
