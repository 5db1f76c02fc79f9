import { accountDetails } from '@sogon/contract/messages/account-details';
import { accountMailTexts } from '@sogon/contract/messages/account-mail';
import { isEmail, normaliseEmail, validateNewPassword } from '@sogon/contract/validation/join';
import { htmlOfText } from '#api/adapters/mail/html';
import type { Mailer } from '#api/adapters/mail/types';
import type { AttemptLimiter } from '#api/adapters/rate-limit/attempt-limiter';
import { AppError } from '#api/http/app-error';
import type { RequestContext } from '#api/http/request-context';
import type { AccountRepository, PasswordHasher, UserRow } from '#api/modules/account';
import { hashSecret, newSecret } from '#api/modules/account';

/** A mailed link works this long, once. */
export const RESET_LINK_TTL_MINUTES = 30;

/** `ab***@example.com`: enough for the owner to recognise, too little for anyone else. */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  const shown = Math.max(1, Math.min(2, local.length - 1));
  return `${local.slice(0, shown)}***${address.slice(at)}`;
}

function deadLink(): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: accountDetails.resetLinkDead });
}

export function createFindAccountService(deps: {
  accounts: AccountRepository;
  passwords: PasswordHasher;
  mailer: Mailer;
  siteUrl: string;
  requestLimiter: AttemptLimiter;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function mailResetLink(user: UserRow): Promise<void> {
    const secret = newSecret();
    const expiresAt = new Date(now().getTime() + RESET_LINK_TTL_MINUTES * 60_000);
    await deps.accounts.insertPasswordReset({ tokenHash: secret.hash, userId: user.id, expiresAt });
    const link = new URL('/find-account/reset', deps.siteUrl);
    link.searchParams.set('fa', secret.value);
    const mail = accountMailTexts.passwordReset;
    const text = mail.text({ link: link.toString(), validMinutes: RESET_LINK_TTL_MINUTES });
    // An account mail: no List-Unsubscribe (a member cannot opt out of their own reset link).
    await deps.mailer.send({ to: user.uid, subject: mail.subject, text, html: htmlOfText(text) });
  }

  return {
    /**
     * Asks for a reset mail. The answer and its timing are the same whether or not the address
     * belongs to a member: the only work done before answering is one lookup either way, and
     * the link and the mail follow afterwards (`delivery`, which the caller must not await).
     */
    async requestReset(
      userId: string,
      ctx: Pick<RequestContext, 'ip'>,
    ): Promise<{ answer: { sent: true }; delivery: Promise<void> }> {
      const address = normaliseEmail(userId);
      if (!address) throw new AppError('ERROR_EMAIL_REQUIRED');
      if (!isEmail(address)) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG');
      // Both counters move on every call, so neither a hit nor a miss can be told from the limit.
      const [byIp, byAddress] = await Promise.all([
        deps.requestLimiter.take(`ip:${ctx.ip}`),
        deps.requestLimiter.take(`uid:${address}`),
      ]);
      if (!byIp.allowed || !byAddress.allowed) throw new AppError('ERROR_TOO_MANY_REQUESTS');

      const user = await deps.accounts.liveUserByLogin('email', address);
      const delivery = user?.status === 'active' ? mailResetLink(user) : Promise.resolve();
      return { answer: { sent: true }, delivery };
    },

    async checkLink(fa: string): Promise<{ uid: string; expiresAt: string }> {
      const found = await deps.accounts.livePasswordReset(hashSecret(fa), now());
      if (!found) throw deadLink();
      return { uid: maskEmail(found.user.uid), expiresAt: found.reset.expiresAt.toISOString() };
    },

    /** Sets the new password, spends the link (and every other open one) and ends all sessions. */
    async resetPassword(fa: string, password: string): Promise<{ reset: true }> {
      const problem = validateNewPassword(password);
      if (problem) throw new AppError(problem);
      const tokenHash = hashSecret(fa);
      const found = await deps.accounts.livePasswordReset(tokenHash, now());
      if (!found) throw deadLink();
      const passwordHash = await deps.passwords.hash(password);
      // Two tabs submitting one link at once: the repository lets exactly one spend it.
      if (!(await deps.accounts.resetPassword(tokenHash, found.user.id, passwordHash))) throw deadLink();
      return { reset: true };
    },
  };
}

export type FindAccountService = ReturnType<typeof createFindAccountService>;
