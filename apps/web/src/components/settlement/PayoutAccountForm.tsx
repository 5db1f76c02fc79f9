'use client';

import { BANKS } from '@sogon/contract/banks';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import { settlementEndpoints } from '@sogon/contract/routes/settlement.endpoints';
import { formatKstDate } from '@sogon/contract/time/kst';
import { FormField } from '@web/components/form/FormField';
import stats from '@web/components/stats/Stats.module.css';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { type FormEvent, useState } from 'react';
import styles from './Settlement.module.css';

const api = {
  settlement: browserApi('settlement', settlementEndpoints),
};

const text = settlementTexts.account;

/**
 * 지급 계좌: the registered account (masked) and a form to register or replace it. The bank is
 * asked who holds the account (계좌실명조회); the API refuses in Korean when it is not the name
 * the owner verified as.
 */
export function PayoutAccountForm({ channelId }: { channelId: number }) {
  const current = useApiQuery(api.settlement.payoutAccount, { id: channelId }, { member: true });
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    setDone(undefined);
    if (!bankCode || !/^\d{10,16}$/.test(accountNumber.replace(/[\s-]/g, ''))) {
      setError(text.invalid);
      return;
    }
    setSending(true);
    try {
      const saved = await api.settlement.registerPayoutAccount({
        id: channelId,
        body: { bankCode: bankCode as keyof typeof BANKS, accountNumber },
      });
      setDone(text.saved(saved.bankName, saved.account));
      setAccountNumber('');
      current.reload();
    } catch (failed) {
      setError(failureText(failed));
    } finally {
      setSending(false);
    }
  };

  const account = current.data;
  return (
    <>
      {account ? (
        <p>
          <strong>
            {account.bankName} {account.account}
          </strong>
          <span className={styles.lineNote}>
            {text.registered(account.holderName, formatKstDate(account.checkedAt, 'YYYY.MM.DD'))}
          </span>
        </p>
      ) : current.data === null ? (
        <p>{text.none}</p>
      ) : null}
      <form className={styles.accountForm} onSubmit={submit} noValidate>
        <FormField label={text.bank}>
          {(control) => (
            <select
              {...control}
              value={bankCode}
              onChange={(event) => setBankCode(event.target.value)}
              required
            >
              <option value="">{text.chooseBank}</option>
              {Object.entries(BANKS).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={text.number} hint={text.numberHint} error={error}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={accountNumber}
              onChange={(event) => setAccountNumber(event.target.value)}
              required
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="button" disabled={sending}>
            {account ? text.replace : text.register}
          </button>
        </div>
        {done ? <p role="status">{done}</p> : null}
      </form>
      <p className={stats.muted}>{text.rule}</p>
    </>
  );
}
