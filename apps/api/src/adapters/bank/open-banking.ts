import { randomInt } from 'node:crypto';
import { kstParts } from '@sogon/contract/time/kst';
import { type AccountHolder, type AccountHolderCheck, BankUnavailableError, type Fetch } from './types.ts';

export interface OpenBankingCredentials {
  /** API host, e.g. the test bed's or production's (no trailing slash). */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

interface Token {
  accessToken: string;
  /** 이용기관코드: the first 10 characters of every bank_tran_id. */
  clientUseCode: string;
  expiresAt: number;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYYMMDDhhmmss' in Seoul, as tran_dtime asks. */
function tranDtime(at: Date): string {
  const p = kstParts(at);
  return `${p.year}${pad(p.month)}${pad(p.day)}${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/**
 * 계좌실명조회 over the open banking API (금융결제원): a client-credentials token (scope oob),
 * then `POST /v2.0/inquiry/real_name` with the bank, account and the holder's birth date. A
 * success is `rsp_code` A0000 with `bank_rsp_code` 000 and the holder's name; anything else the
 * bank answered is "unconfirmed" with its message; no answer at all is BankUnavailableError.
 */
export function createOpenBankingCheck(deps: {
  credentials: () => OpenBankingCredentials;
  fetch?: Fetch;
  now?: () => Date;
}): AccountHolderCheck {
  const doFetch = deps.fetch ?? fetch;
  const now = deps.now ?? (() => new Date());
  let token: Token | null = null;

  async function call(url: string, init: RequestInit): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await doFetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new BankUnavailableError(`open banking unreachable: ${(error as Error).message}`, {
        cause: error,
      });
    }
    if (!response.ok) {
      const said = (await response.text().catch(() => '')).slice(0, 200);
      throw new BankUnavailableError(`open banking answered ${response.status}: ${said}`);
    }
    return (await response.json().catch(() => {
      throw new BankUnavailableError('open banking answered something other than JSON');
    })) as Record<string, unknown>;
  }

  async function accessToken(): Promise<Token> {
    if (token && token.expiresAt > now().getTime()) return token;
    const { baseUrl, clientId, clientSecret } = deps.credentials();
    const answer = await call(`${baseUrl}/oauth/2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: new URLSearchParams({
        client_id: clientId,
        client_secret: clientSecret,
        scope: 'oob',
        grant_type: 'client_credentials',
      }),
    });
    if (typeof answer.access_token !== 'string' || typeof answer.client_use_code !== 'string') {
      throw new BankUnavailableError('open banking gave no token');
    }
    const lifetimeSec = Number(answer.expires_in) || 0;
    token = {
      accessToken: answer.access_token,
      clientUseCode: answer.client_use_code,
      // Renewed a minute early so a request never carries a token about to lapse.
      expiresAt: now().getTime() + Math.max(0, lifetimeSec - 60) * 1000,
    };
    return token;
  }

  return {
    async holderOf(query): Promise<AccountHolder> {
      const { accessToken: bearer, clientUseCode } = await accessToken();
      const answer = await call(`${deps.credentials().baseUrl}/v2.0/inquiry/real_name`, {
        method: 'POST',
        headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json; charset=UTF-8' },
        body: JSON.stringify({
          bank_tran_id: `${clientUseCode}U${pad(randomInt(0, 1_000_000_000), 9)}`,
          bank_code_std: query.bankCode,
          account_num: query.accountNumber,
          account_holder_info_type: ' ',
          account_holder_info: query.birthDate,
          tran_dtime: tranDtime(now()),
        }),
      });
      if (
        answer.rsp_code === 'A0000' &&
        answer.bank_rsp_code === '000' &&
        typeof answer.account_holder_name === 'string'
      ) {
        return { kind: 'found', holderName: answer.account_holder_name };
      }
      if (answer.rsp_code !== 'A0000' && answer.rsp_code !== 'A0002') {
        // The platform refused the request itself (token, format): not the bank's word.
        throw new BankUnavailableError(
          `open banking refused: ${String(answer.rsp_code)} ${String(answer.rsp_message ?? '')}`,
        );
      }
      return {
        kind: 'unconfirmed',
        bankCode: String(answer.bank_rsp_code ?? ''),
        bankMessage: String(answer.bank_rsp_message ?? ''),
      };
    },
  };
}
