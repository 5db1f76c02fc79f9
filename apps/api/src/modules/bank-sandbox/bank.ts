import { randomBytes } from 'node:crypto';
import { sameText } from '#api/adapters/identity/types';
import type { FlowStores } from '#api/adapters/redis/flow-store';

const DAY_MS = 86_400_000;

export interface SandboxAccount {
  bankCode: string;
  accountNumber: string;
  holderName: string;
  /** YYMMDD */
  birthDate: string;
}

/**
 * The local stand-in for the open banking 계좌실명조회: accounts exist once a tester opens them
 * (`POST /bank-sandbox/accounts`, or the page at the same address), for 90 days; a token is
 * issued to this process's made-up client; the inquiry answers the holder's name when the
 * account exists and the birth date matches it, and the bank's refusal otherwise.
 */
export function createSandboxBank(deps: {
  stores: FlowStores;
  client: { clientId: string; clientSecret: string };
}) {
  const accounts = deps.stores<SandboxAccount>('bank-sandbox-accounts', 90 * DAY_MS, 10_000);
  const tokens = deps.stores<{ clientId: string }>('bank-sandbox-tokens', 3600_000, 1_000);
  const keyOf = (bankCode: string, accountNumber: string) => `${bankCode}:${accountNumber}`;

  return {
    open: (account: SandboxAccount) => accounts.set(keyOf(account.bankCode, account.accountNumber), account),

    /** A client-credentials token for the made-up client, or null for anyone else. */
    async token(clientId: string, clientSecret: string) {
      if (!sameText(clientId, deps.client.clientId) || !sameText(clientSecret, deps.client.clientSecret))
        return null;
      const accessToken = randomBytes(24).toString('base64url');
      await tokens.set(accessToken, { clientId });
      return {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: 3600,
        scope: 'oob',
        client_use_code: 'M202600001',
      };
    },

    validToken: async (accessToken: string) => (await tokens.get(accessToken)) !== null,

    /** The inquiry's answer body, as the open banking API words it. */
    async realName(body: Record<string, unknown>, at: string) {
      const bankCode = String(body.bank_code_std ?? '');
      const accountNumber = String(body.account_num ?? '');
      const birthDate = String(body.account_holder_info ?? '');
      const account = await accounts.get(keyOf(bankCode, accountNumber));
      const common = {
        api_tran_id: randomBytes(10).toString('hex'),
        api_tran_dtm: at,
        bank_tran_id: String(body.bank_tran_id ?? ''),
        bank_code_std: bankCode,
        account_num: accountNumber,
        account_holder_info_type: ' ',
        account_holder_info: birthDate,
      };
      if (!account) {
        return {
          ...common,
          rsp_code: 'A0002',
          rsp_message: '참가기관 에러',
          bank_rsp_code: '400',
          bank_rsp_message: '해당 계좌 없음',
        };
      }
      if (account.birthDate !== birthDate) {
        return {
          ...common,
          rsp_code: 'A0002',
          rsp_message: '참가기관 에러',
          bank_rsp_code: '822',
          bank_rsp_message: '생년월일 불일치',
        };
      }
      return {
        ...common,
        rsp_code: 'A0000',
        rsp_message: '',
        bank_rsp_code: '000',
        bank_rsp_message: '',
        account_holder_name: account.holderName,
        account_type: '1',
      };
    },
  };
}

export type SandboxBank = ReturnType<typeof createSandboxBank>;
