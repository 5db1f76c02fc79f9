import { createHash, createHmac, randomBytes } from 'node:crypto';
import { identityTexts } from '@sogon/contract/messages/identity';
import {
  ADULT_MODE_REFUSALS,
  type IdentityProvider,
  isMobilePhone,
  isPersonName,
  normalisePhone,
  type PassKind,
  type TAdultMode,
  type TAuthenticationAnswer,
  type TAuthenticationBody,
  type TIdentityBenefit,
  type TKakaoCertAnswer,
  type TKakaoCertBody,
  type TKakaoCertStatus,
} from '@sogon/contract/schemas/identity';
import type { TAsset } from '@sogon/contract/schemas/user';
import { formatBirthDate, isAdultByYear, isUnder14, parseBirthDate } from '@sogon/contract/time/age';
import { kstParts } from '@sogon/contract/time/kst';
import type { FastifyBaseLogger } from 'fastify';
import { PASS_CALLBACK_PATH } from '#api/adapters/identity/select';
import {
  IdentityProviderError,
  type IdentityProviders,
  RESULT_TTL_MS,
  type ResultCheck,
} from '#api/adapters/identity/types';
import type { AttemptLimiter } from '#api/adapters/rate-limit/attempt-limiter';
import { AppError } from '#api/http/app-error';
import { siteOriginFor } from '#api/http/site-origin';
import type { Member } from '#api/modules/account';
import { toAsset, toUserInfo } from '#api/modules/account';
import type { Ledger } from '#api/modules/hearts';
import * as metrics from '#api/observability/metrics';
import type { IdentityRepository } from './repository.ts';

/** How long a person has to approve in KakaoTalk or to finish the PASS page. */
export const REQUEST_WINDOW_S = 10 * 60;
/** The ledger key of the benefit: one grant per member, whatever retries happen. */
export const BENEFIT_IDEMPOTENCY_KEY = 'identity-benefit';
/** The popup page the PASS callback hands the result to (in the fragment, which no server sees). */
export const PASS_RESULT_PAGE = '/auth/pass/callback';

const text = identityTexts;
type Log = Pick<FastifyBaseLogger, 'warn'>;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();
const newId = () => randomBytes(16).toString('base64url');
/** 32 characters: Barocert signs at most 40 characters of "token". */
const newNonce = () => randomBytes(24).toString('base64url');

function refusal(reason: Exclude<ResultCheck, { ok: true }>['reason']): AppError {
  return new AppError('ERROR_KAKAO_CERT_FAILED', {
    detail: reason === 'expired' ? text.resultExpired : text.resultInvalid,
    reason: `result-${reason}`,
  });
}

const under14 = () =>
  new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 403, detail: text.under14, reason: 'under-14' });

export function passResultLocation(values: Record<string, string>): string {
  return `${PASS_RESULT_PAGE}#${new URLSearchParams(values).toString()}`;
}

export function createIdentityService(deps: {
  identities: IdentityRepository;
  providers: IdentityProviders;
  ledger: Ledger;
  /** IDENTITY_HASH_KEY: CI and DI are stored only as HMACs under it. */
  hashKey: Buffer;
  bonusHearts: number;
  /** Read per request: SITE_URL, the PASS callback's origin unless the member browses on another accepted one. */
  site: { readonly siteUrl: string };
  /** Starts per member (each one may message a person's KakaoTalk). */
  startLimiter: AttemptLimiter;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const { identities } = deps;
  const keyed = (label: string, value: string) =>
    createHmac('sha256', deps.hashKey).update(`${label}\u0000${value}`, 'utf8').digest();

  function provider<K extends IdentityProvider>(name: K): NonNullable<IdentityProviders[K]> {
    const chosen = deps.providers[name];
    if (!chosen) throw new AppError('ERROR_API_PATH_WRONG', { detail: text.providerUnavailable });
    return chosen as NonNullable<IdentityProviders[K]>;
  }

  async function limitStarts(member: Member): Promise<void> {
    if (!(await deps.startLimiter.take(`identity:${member.user.id}`)).allowed) {
      throw new AppError('ERROR_TOO_MANY_REQUESTS');
    }
  }

  function providerFailed(error: unknown, log: Log, what: string): never {
    if (!(error instanceof IdentityProviderError)) throw error;
    log.warn({ err: error }, `identity: ${what} failed`);
    throw new AppError('ERROR_KAKAO_CERT_FAILED', { status: 502, detail: text.providerFailed, cause: error });
  }

  return {
    /** POST /v1/kakao/cert: a certificate request to the person's KakaoTalk. */
    async kakaoCert(member: Member, body: TKakaoCertBody, log: Log): Promise<TKakaoCertAnswer> {
      const kakao = provider('kakao');
      const at = now();
      const name = body.name.trim().normalize('NFC');
      const phone = normalisePhone(body.phone);
      const birth = parseBirthDate(body.birthday, kstParts(at));
      const wrong = (detail: string) => new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail });
      if (!isPersonName(name)) throw wrong(text.nameInvalid);
      if (!isMobilePhone(phone)) throw wrong(text.phoneInvalid);
      if (!birth) throw wrong(text.birthdayInvalid);
      // Kakao's answer is what counts (checked again on PUT); this only spares a pointless message.
      if (isUnder14(birth, at)) throw under14();
      await limitStarts(member);
      const nonce = newNonce();
      const receipt = await kakao
        .request({
          name,
          phone,
          birthday: formatBirthDate(birth).replaceAll('-', ''),
          nonce,
          expiresInSeconds: REQUEST_WINDOW_S,
        })
        .catch((error) => providerFailed(error, log, 'kakao request'));
      const id = newId();
      await identities.insertRequest(
        {
          id,
          userId: member.user.id,
          sessionId: member.sessionId,
          provider: 'kakao',
          kind: 'kakao',
          nonceHash: sha256(nonce),
          nonce,
          providerTxId: receipt.transactionId,
          createdAt: at,
          expiresAt: new Date(receipt.expiresAt.getTime() + RESULT_TTL_MS),
        },
        at,
      );
      return {
        id,
        expiresAt: receipt.expiresAt.toISOString(),
        sandbox: kakao.sandbox,
        phoneUrl: kakao.phoneUrl(receipt.transactionId),
      };
    },

    /**
     * GET /v1/kakao/status/{id}: the member's own request. Once the person approved it, the
     * answer carries the signed result; the popup hands it to PUT /v1/user/authentication.
     */
    async kakaoStatus(member: Member, id: string, log: Log): Promise<TKakaoCertStatus> {
      const kakao = provider('kakao');
      const row = await identities.requestOfMember(id, member.user.id, 'kakao');
      if (!row?.providerTxId) {
        throw new AppError('ERROR_KAKAO_CERT_FAILED', { status: 404, detail: text.requestNotFound });
      }
      const approveBy = new Date(row.expiresAt.getTime() - RESULT_TTL_MS).toISOString();
      if (row.usedAt) return { status: 'completed', expiresAt: approveBy, result: null };
      if (row.expiresAt <= now() || !row.nonce)
        return { status: 'expired', expiresAt: approveBy, result: null };
      const status = await kakao
        .status(row.providerTxId, row.nonce)
        .catch((error) => providerFailed(error, log, 'kakao status'));
      return { status: status.state, expiresAt: approveBy, result: status.result };
    },

    /**
     * GET /v1/identity/pass/start: the provider page for the popup, with a state bound to this
     * session. The provider returns the popup to the origin it is on (`requestOrigin`, when
     * accepted: site-origin.ts), so the result page can hand the result to its opener.
     */
    async passStart(
      member: Member,
      kind: PassKind,
      log: Log,
      requestOrigin: string | null = null,
    ): Promise<string> {
      const pass = provider('pass');
      await limitStarts(member);
      const at = now();
      const id = newId();
      const nonce = newNonce();
      const callbackUrl = `${siteOriginFor(requestOrigin, deps.site.siteUrl)}${PASS_CALLBACK_PATH}`;
      const started = await pass
        .start({ state: id, nonce, kind, callbackUrl })
        .catch((error) => providerFailed(error, log, 'pass start'));
      await identities.insertRequest(
        {
          id,
          userId: member.user.id,
          sessionId: member.sessionId,
          provider: 'pass',
          kind,
          nonceHash: sha256(nonce),
          nonce,
          providerTxId: started.transactionId,
          providerState: started.providerState,
          createdAt: at,
          expiresAt: new Date(at.getTime() + REQUEST_WINDOW_S * 1000 + RESULT_TTL_MS),
        },
        at,
      );
      return started.location;
    },

    /** GET /v1/identity/pass/callback: where the provider sends the popup; answers where it goes next. */
    async passFinish(query: Record<string, string>, log: Log): Promise<string> {
      const pass = provider('pass');
      const row = await identities.openPassRequest(
        { id: query.state, providerTxId: query.token_version_id },
        now(),
      );
      if (!row?.nonce) return passResultLocation({ error: 'expired' });
      const kind = row.kind;
      const finished = await pass
        .finish(query, { nonce: row.nonce, providerState: row.providerState })
        .catch((error) => {
          if (!(error instanceof IdentityProviderError)) throw error;
          log.warn({ err: error }, 'identity: pass return failed');
          return { ok: false as const, reason: 'failed' as const };
        });
      if (!finished.ok) return passResultLocation({ error: finished.reason, kind });
      return passResultLocation({ provider: 'pass', kind, result: finished.result });
    },

    /**
     * PUT /v1/user/authentication. The result's signature is checked before anything in it is
     * read, then its age, then its nonce is spent (once, by this member in this session) in the
     * same transaction that records the verification and, for a person's first verification
     * anywhere, claims the benefit and credits the bonus hearts.
     */
    async authenticate(member: Member, body: TAuthenticationBody): Promise<TAuthenticationAnswer> {
      const chosen = provider(body.provider);
      const at = now();
      const check = chosen.verifyResult(body.result, at);
      if (!check.ok) throw refusal(check.reason);
      const { identity } = check;
      const birth = parseBirthDate(identity.birthDate, kstParts(at));
      if (!birth) throw refusal('malformed');
      if (isUnder14(birth, at)) throw under14();
      const isAdult = isAdultByYear(birth, at) ? 1 : 2;
      const ciHash = keyed('ci', identity.ci);
      const diHash = keyed('di', identity.di);
      const userId = member.user.id;

      const { user, benefit } = await identities.transaction(async (tx) => {
        const spent = await identities.spendRequest(tx, {
          nonceHash: sha256(identity.nonce),
          userId,
          sessionId: member.sessionId,
          provider: body.provider,
          now: at,
        });
        if (!spent)
          throw new AppError('ERROR_KAKAO_CERT_FAILED', { detail: text.resultUsed, reason: 'result-used' });
        const current = await identities.verificationOf(tx, userId);
        if (current && !current.ciHash.equals(ciHash)) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
            status: 409,
            detail: text.otherPerson,
            reason: 'other-person',
          });
        }
        await identities.saveVerification(tx, {
          userId,
          provider: body.provider,
          name: identity.name,
          birthDate: formatBirthDate(birth),
          gender: identity.gender,
          ciHash,
          diHash,
          verifiedAt: at,
        });
        const updated = await identities.markVerified(tx, userId, isAdult, at);
        if (!updated) throw new AppError('ERROR_AUTHORIZE_TOKEN_EXPIRED');
        let granted: TIdentityBenefit;
        if (await identities.claimBenefit(tx, ciHash, userId, at)) {
          const posted = await deps.ledger.credit(tx, {
            userId,
            kind: 'grant',
            idempotencyKey: BENEFIT_IDEMPOTENCY_KEY,
            reference: `identity:${spent.id}`,
            memo: text.benefitMemo,
            paid: 0,
            bonus: deps.bonusHearts,
          });
          await identities.recordBenefitTransaction(tx, ciHash, posted.transactionId);
          const hearts = posted.fresh ? deps.bonusHearts : 0;
          granted = {
            granted: posted.fresh,
            hearts,
            message: posted.fresh ? text.benefitGranted(hearts) : text.verifiedAgain,
            outcome: posted.fresh ? 'granted' : 'verified-again',
          };
        } else {
          const mine = (await identities.benefitHolder(tx, ciHash)) === userId;
          granted = {
            granted: false,
            hearts: 0,
            message: mine ? text.verifiedAgain : text.benefitAlreadyUsed,
            outcome: mine ? 'verified-again' : 'used-elsewhere',
          };
        }
        return { user: updated, benefit: granted };
      });
      metrics.identityVerifications.inc({ provider: body.provider });
      return { userInfo: toUserInfo(user), asset: toAsset(user), benefit };
    },

    adultMode(member: Member): TAdultMode {
      return { isAdult: member.user.adultMode ? 1 : 0, adult: member.user.isAdult };
    },

    /** PUT /v2/user/adultMode: on only for a verified adult (is_auth and is_adult 1); off always. */
    async setAdultMode(member: Member, on: boolean): Promise<TAsset> {
      const at = now();
      const userId = member.user.id;
      const updated = on
        ? await identities.enableAdultMode(userId, at)
        : await identities.disableAdultMode(userId, at);
      if (updated) return toAsset(updated);
      if (!on) throw new AppError('ERROR_AUTHORIZE_TOKEN_EXPIRED');
      const verified = member.user.isAuth;
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
        status: 403,
        detail: verified ? text.adultMode.notAdult : text.adultMode.verificationRequired,
        reason: verified ? ADULT_MODE_REFUSALS.notAdult : ADULT_MODE_REFUSALS.verificationRequired,
      });
    },
  };
}

export type IdentityService = ReturnType<typeof createIdentityService>;
