import { createHmac, randomBytes } from 'node:crypto';
import { identityTexts } from '@sogon/contract/messages/identity';
import {
  type Carrier,
  type Gender,
  isMobilePhone,
  isPersonName,
  normalisePhone,
  ZCarrier,
  ZGender,
  ZPassKind,
} from '@sogon/contract/schemas/identity';
import { formatBirthDate, parseBirthDate } from '@sogon/contract/time/age';
import { kstParts } from '@sogon/contract/time/kst';
import type { IdentitySandboxRegistration } from '#api/adapters/identity/sandbox-client';
import { sealResult, type VerifiedIdentity } from '#api/adapters/identity/types';
import { type FlowStores, memoryFlowStores } from '#api/adapters/redis/flow-store';
import { sameSecret } from '#api/modules/account';

/** How long the sandbox keeps a Kakao request (Barocert allows up to 1,000 s to approve). */
const MAX_KAKAO_TTL_S = 1000;
/** Decided requests stay readable this long, so a slow poll still learns the outcome. */
const DECIDED_TTL_MS = 20 * 60 * 1000;
/** The check page needs no login, so anyone can open requests: cap what they can make us hold. */
const MAX_ENTRIES = 10_000;

/** A test person as the sandbox page collects them. */
export interface SandboxPerson {
  name: string;
  birthDate: string;
  phone: string;
  carrier: Carrier;
  gender: Gender;
}

export interface PersonForm {
  name?: string;
  birthDate?: string;
  phone?: string;
  carrier?: string;
  gender?: string;
}

export type PersonErrors = Partial<Record<'name' | 'birthDate' | 'phone' | 'carrier' | 'gender', string>>;

export interface PassRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  nonce: string;
  kind: string;
}

interface KakaoRequest {
  name: string;
  phone: string;
  birthday: string;
  nonce: string;
  expiresAt: number;
  decision: 'pending' | 'approved' | 'refused';
  result: string | null;
}

const NONCE = /^[A-Za-z0-9_-]{16,100}$/;
const STATE = /^[A-Za-z0-9_-]{8,100}$/;

/** Reads and checks what a tester typed; the same rules the real providers' forms enforce. */
export function readPerson(
  form: PersonForm,
  now: Date,
): { person: SandboxPerson } | { errors: PersonErrors } {
  const text = identityTexts;
  const errors: PersonErrors = {};
  const name = (form.name ?? '').trim().normalize('NFC');
  const phone = normalisePhone(form.phone ?? '');
  const birth = parseBirthDate(form.birthDate ?? '', kstParts(now));
  const carrier = ZCarrier.safeParse(form.carrier);
  const gender = ZGender.safeParse(form.gender);
  if (!isPersonName(name)) errors.name = text.nameInvalid;
  if (!birth) errors.birthDate = text.birthdayInvalid;
  if (!isMobilePhone(phone)) errors.phone = text.phoneInvalid;
  if (!carrier.success) errors.carrier = '통신사를 선택해 주세요.';
  if (!gender.success) errors.gender = '성별을 선택해 주세요.';
  if (Object.keys(errors).length > 0 || !birth || !carrier.success || !gender.success) return { errors };
  return {
    person: { name, birthDate: formatBirthDate(birth), phone, carrier: carrier.data, gender: gender.data },
  };
}

/**
 * The local identity provider that stands in for Kakao certificate and PASS when they are not
 * configured. It keeps Kakao requests in memory, derives CI and DI deterministically from name,
 * birth date and phone (so the same test person is the same person on every account), and signs
 * every result with the per-process key it shares with its client.
 */
export function createIdentitySandbox(deps: {
  registration: IdentitySandboxRegistration;
  /** Where Kakao requests wait for the phone's decision: shared by every node with Redis. */
  stores?: FlowStores;
  now?: () => number;
}) {
  const now = deps.now ?? (() => Date.now());
  const { registration } = deps;
  const { keys } = registration;
  const kakao = (deps.stores ?? memoryFlowStores(now))<KakaoRequest>(
    'identity-sandbox-kakao',
    MAX_KAKAO_TTL_S * 1000 + DECIDED_TTL_MS,
    MAX_ENTRIES,
  );

  function identityOf(person: SandboxPerson, provider: 'kakao' | 'pass', nonce: string): VerifiedIdentity {
    const ci = createHmac('sha512', registration.ciSecret)
      .update(`ci|${person.name}|${person.birthDate}|${person.phone}`, 'utf8')
      .digest('base64');
    const di = createHmac('sha256', registration.ciSecret).update(`di|sogon|${ci}`, 'utf8').digest('base64');
    return {
      provider,
      name: person.name,
      birthDate: person.birthDate,
      gender: person.gender,
      phone: person.phone,
      carrier: person.carrier,
      ci,
      di,
      nonce,
      issuedAt: new Date(now()).toISOString(),
    };
  }

  function authorised(authorization: string | undefined): boolean {
    const match = /^Bearer (\S{10,200})$/.exec(authorization?.trim() ?? '');
    return Boolean(match?.[1] && sameSecret(match[1], keys.clientSecret));
  }

  function kakaoState(request: KakaoRequest): 'pending' | 'completed' | 'failed' | 'expired' {
    if (request.decision === 'approved') return 'completed';
    if (request.decision === 'refused') return 'failed';
    return request.expiresAt <= now() ? 'expired' : 'pending';
  }

  return {
    /** The shared keys: the sandbox is the provider, so it holds them too (tests forge with them). */
    keys,
    offers: registration.offers,
    authorised,

    /** Back channel: a new request for a person to approve on their (sandbox) phone. */
    async createKakaoRequest(body: {
      clientId?: string;
      name?: string;
      phone?: string;
      birthday?: string;
      nonce?: string;
      expiresIn?: number;
    }): Promise<{ txId: string; expiresAt: string } | null> {
      const expiresIn = Math.min(Math.max(Math.trunc(body.expiresIn ?? 0), 30), MAX_KAKAO_TTL_S);
      const phone = normalisePhone(body.phone ?? '');
      if (
        body.clientId !== keys.clientId ||
        !isPersonName(body.name ?? '') ||
        !isMobilePhone(phone) ||
        !parseBirthDate(body.birthday ?? '') ||
        !NONCE.test(body.nonce ?? '')
      ) {
        return null;
      }
      const txId = randomBytes(16).toString('hex');
      const expiresAt = now() + expiresIn * 1000;
      await kakao.set(txId, {
        name: (body.name ?? '').trim().normalize('NFC'),
        phone,
        birthday: body.birthday!,
        nonce: body.nonce!,
        expiresAt,
        decision: 'pending',
        result: null,
      });
      return { txId, expiresAt: new Date(expiresAt).toISOString() };
    },

    /** Back channel: where a request stands, with the signed result once approved. */
    async kakaoStatus(
      txId: string,
    ): Promise<{ status: ReturnType<typeof kakaoState>; result: string | null } | null> {
      const request = await kakao.get(txId);
      if (!request) return null;
      const status = kakaoState(request);
      return { status, result: status === 'completed' ? request.result : null };
    },

    /** The phone page: the request as the person sees it, or null when it is gone or decided. */
    async pendingKakao(txId: string): Promise<KakaoRequest | null> {
      const request = await kakao.get(txId);
      return request && kakaoState(request) === 'pending' ? request : null;
    },

    /** The person's choice on the phone page. */
    async decideKakao(
      txId: string,
      input: { action?: string; carrier?: string; gender?: string },
    ): Promise<
      { kind: 'done'; approved: boolean } | { kind: 'gone' } | { kind: 'form-error'; errors: PersonErrors }
    > {
      const request = await kakao.get(txId);
      if (!request || kakaoState(request) !== 'pending') return { kind: 'gone' };
      if (input.action !== 'approve') {
        await kakao.set(txId, { ...request, decision: 'refused' });
        return { kind: 'done', approved: false };
      }
      const read = readPerson(
        {
          name: request.name,
          phone: request.phone,
          birthDate: request.birthday,
          carrier: input.carrier,
          gender: input.gender,
        },
        new Date(now()),
      );
      if ('errors' in read) return { kind: 'form-error', errors: read.errors };
      const result = sealResult(keys.signingKey, identityOf(read.person, 'kakao', request.nonce));
      await kakao.set(txId, { ...request, decision: 'approved', result });
      return { kind: 'done', approved: true };
    },

    /**
     * The PASS check page request. Client and callback first: with either wrong the sandbox shows
     * a page and never redirects (it would become an open redirector).
     */
    checkPass(params: {
      client_id?: string;
      redirect_uri?: string;
      state?: string;
      nonce?: string;
      kind?: string;
    }): PassRequest | null {
      if (params.client_id !== keys.clientId) return null;
      if (!params.redirect_uri || !registration.acceptsCallback(params.redirect_uri)) return null;
      if (!STATE.test(params.state ?? '') || !NONCE.test(params.nonce ?? '')) return null;
      if (!ZPassKind.safeParse(params.kind).success) return null;
      return {
        clientId: params.client_id,
        redirectUri: params.redirect_uri,
        state: params.state!,
        nonce: params.nonce!,
        kind: params.kind!,
      };
    },

    /** Where the browser goes when the tester cancels: back to the callback with the error. */
    passCancelUrl(request: PassRequest): string {
      const url = new URL(request.redirectUri);
      url.searchParams.set('state', request.state);
      url.searchParams.set('error', 'access_denied');
      return url.toString();
    },

    /** The tester approved: a signed result for the person they entered, sent to the callback. */
    approvePass(request: PassRequest, form: PersonForm): { location: string } | { errors: PersonErrors } {
      const read = readPerson(form, new Date(now()));
      if ('errors' in read) return read;
      const url = new URL(request.redirectUri);
      url.searchParams.set('state', request.state);
      url.searchParams.set(
        'result',
        sealResult(keys.signingKey, identityOf(read.person, 'pass', request.nonce)),
      );
      return { location: url.toString() };
    },
  };
}

export type IdentitySandbox = ReturnType<typeof createIdentitySandbox>;
