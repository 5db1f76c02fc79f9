import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';

/**
 * The second law of `npm run ledger:check` (ADR 043), every figure summed from its own table:
 *
 *   hearts issued = held + spent (channel_earnings, by channel) + expired + refunded + charged back
 *   won received − won refunded − won charged back
 *     = sales value (channel_earnings) + unspent value (heart_lots)
 *       + refund difference (what refunds took from lots − paid back)
 *       + chargeback difference (what chargebacks took from lots − what the gateway took back)
 *
 * and the parts that make the won law exact: every won received is in a lot, a lot's won is
 * what is left of it plus what was taken, what spends took is what their earnings say, hearts
 * sold in the ledger are hearts earned by channels, and each closed month's statements add up
 * to the earnings dated in it, and a member's paid hearts are what their lots hold (so no
 * withdrawal of a lot's hearts can take a wallet below zero, ADR 047). Sales value splits into the creators' share of closed months,
 * the service's part (VAT included) and what is not closed yet.
 */
export interface Conservation {
  hearts: {
    issued: number;
    held: number;
    spent: number;
    expired: number;
    refunded: number;
    chargedBack: number;
    sales: number;
  };
  won: {
    received: number;
    refunded: number;
    inLots: number;
    lotsLeft: number;
    takenBySpends: number;
    takenByRefunds: number;
    takenByChargebacks: number;
    chargedBack: number;
    salesValue: number;
    bonusValue: number;
    unspent: number;
    refundDifference: number;
    chargebackDifference: number;
    creatorShareClosed: number;
    salesValueClosed: number;
  };
  spentByChannel: { channelId: number; hearts: number; won: number }[];
  problems: string[];
}

const n = (value: unknown) => Number(value ?? 0);

export async function checkConservation(db: Db): Promise<Conservation> {
  const [row] = (
    await db.execute<Record<string, string>>(sql`
      select
        (select -coalesce(sum(amount), 0) from ledger_entries where account in ('issued_paid', 'issued_bonus')) as issued,
        (select coalesce(sum(paid + bonus), 0) from heart_wallets) as held,
        (select coalesce(sum(paid_hearts + bonus_hearts), 0) from channel_earnings) as spent,
        (select coalesce(sum(amount), 0) from ledger_entries where account = 'expired') as expired,
        (select coalesce(sum(amount), 0) from ledger_entries where account = 'refunded') as refunded_hearts,
        (select coalesce(sum(amount), 0) from ledger_entries where account = 'charged_back') as charged_back_hearts,
        (select coalesce(sum(amount), 0) from payment_chargebacks) as charged_back_won,
        (select coalesce(sum(amount), 0) from ledger_entries where account = 'sales') as sales,
        (select coalesce(sum(amount), 0) from payments where status in ('paid', 'refunded', 'chargeback')) as received,
        (select coalesce(sum(amount), 0) from payment_refunds) as refunded_won,
        (select coalesce(sum(won), 0) from heart_lots) as in_lots,
        (select coalesce(sum(left_won), 0) from heart_lots) as lots_left,
        (select coalesce(sum(k.won), 0) from heart_lot_takes k
           where exists (select 1 from channel_earnings e where e.transaction_id = k.transaction_id)) as taken_by_spends,
        (select coalesce(sum(k.won), 0) from heart_lot_takes k
           where not exists (select 1 from channel_earnings e where e.transaction_id = k.transaction_id)
             and not exists (select 1 from ledger_transactions t where t.id = k.transaction_id and t.kind = 'chargeback')) as taken_by_refunds,
        (select coalesce(sum(k.won), 0) from heart_lot_takes k
           join ledger_transactions t on t.id = k.transaction_id and t.kind = 'chargeback') as taken_by_chargebacks,
        (select count(*) from (
           select w.user_id from heart_wallets w
             left join heart_lots l on l.user_id = w.user_id
            group by w.user_id, w.paid having w.paid <> coalesce(sum(l.left_hearts), 0)) d) as wallets_off_lots,
        (select coalesce(sum(paid_won), 0) from channel_earnings) as sales_value,
        (select coalesce(sum(bonus_won), 0) from channel_earnings) as bonus_value,
        (select coalesce(sum(creator_won), 0) from settlement_statements) as creator_closed,
        (select coalesce(sum(paid_won + bonus_won), 0) from settlement_statements) as sales_closed,
        (select coalesce(sum(e.paid_won + e.bonus_won), 0) from channel_earnings e
           join payout_batches b on b.month = date_trunc('month', e.earned_at at time zone 'Asia/Seoul')::date) as earned_closed,
        (select coalesce(sum(free_unlocks), 0) from settlement_statements) as free_closed,
        (select count(*) from free_unlocks f
           join payout_batches b on b.month = date_trunc('month', f.unlocked_at at time zone 'Asia/Seoul')::date) as free_in_closed,
        (select coalesce(sum(hearts), 0) from payments where status in ('paid', 'refunded', 'chargeback'))
          - (select coalesce(sum(hearts), 0) from heart_lots where payment_id is not null) as lots_vs_payments,
        (select count(*) from payments p where p.status in ('paid', 'refunded', 'chargeback')
           and not exists (select 1 from heart_lots l where l.payment_id = p.id)) as payments_without_lot`)
  ).rows;
  const r = row!;
  const hearts = {
    issued: n(r.issued),
    held: n(r.held),
    spent: n(r.spent),
    expired: n(r.expired),
    refunded: n(r.refunded_hearts),
    chargedBack: n(r.charged_back_hearts),
    sales: n(r.sales),
  };
  const won = {
    received: n(r.received),
    refunded: n(r.refunded_won),
    inLots: n(r.in_lots),
    lotsLeft: n(r.lots_left),
    takenBySpends: n(r.taken_by_spends),
    takenByRefunds: n(r.taken_by_refunds),
    takenByChargebacks: n(r.taken_by_chargebacks),
    chargedBack: n(r.charged_back_won),
    salesValue: n(r.sales_value),
    bonusValue: n(r.bonus_value),
    unspent: n(r.lots_left),
    refundDifference: n(r.taken_by_refunds) - n(r.refunded_won),
    chargebackDifference: n(r.taken_by_chargebacks) - n(r.charged_back_won),
    creatorShareClosed: n(r.creator_closed),
    salesValueClosed: n(r.sales_closed),
  };
  const problems: string[] = [];
  const expect = (holds: boolean, what: string) => {
    if (!holds) problems.push(what);
  };
  expect(
    hearts.issued === hearts.held + hearts.spent + hearts.expired + hearts.refunded + hearts.chargedBack,
    `hearts issued ${hearts.issued} ≠ held ${hearts.held} + spent ${hearts.spent} + expired ${hearts.expired} + refunded ${hearts.refunded} + charged back ${hearts.chargedBack}`,
  );
  expect(
    hearts.sales === hearts.spent,
    `hearts sold in the ledger ${hearts.sales} ≠ earned by channels ${hearts.spent}`,
  );
  expect(won.inLots === won.received, `won in lots ${won.inLots} ≠ won received ${won.received}`);
  expect(
    won.inLots === won.lotsLeft + won.takenBySpends + won.takenByRefunds + won.takenByChargebacks,
    `won in lots ${won.inLots} ≠ left ${won.lotsLeft} + taken ${won.takenBySpends + won.takenByRefunds + won.takenByChargebacks}`,
  );
  expect(
    won.takenBySpends === won.salesValue,
    `won taken by spends ${won.takenBySpends} ≠ sales value of earnings ${won.salesValue}`,
  );
  expect(
    won.received - won.refunded - won.chargedBack ===
      won.salesValue + won.unspent + won.refundDifference + won.chargebackDifference,
    `won received ${won.received} − refunded ${won.refunded} − charged back ${won.chargedBack} ≠ sales ${won.salesValue} + unspent ${won.unspent} + refund difference ${won.refundDifference} + chargeback difference ${won.chargebackDifference}`,
  );
  expect(
    n(r.wallets_off_lots) === 0,
    `${n(r.wallets_off_lots)} wallets hold other paid hearts than their lots`,
  );
  expect(
    n(r.sales_closed) === n(r.earned_closed),
    `closed statements add up to ${n(r.sales_closed)} won, earnings of closed months to ${n(r.earned_closed)}`,
  );
  expect(
    n(r.free_closed) === n(r.free_in_closed),
    `closed statements count ${n(r.free_closed)} free unlocks, closed months hold ${n(r.free_in_closed)}`,
  );
  expect(
    n(r.lots_vs_payments) === 0,
    `paid hearts of payments and of lots differ by ${n(r.lots_vs_payments)}`,
  );
  expect(n(r.payments_without_lot) === 0, `${n(r.payments_without_lot)} paid payments have no lot`);
  const byChannel = await db.execute<Record<string, string>>(sql`
    select channel_id, sum(paid_hearts + bonus_hearts) as hearts, sum(paid_won + bonus_won) as won
      from channel_earnings group by channel_id order by channel_id`);
  return {
    hearts,
    won,
    spentByChannel: byChannel.rows.map((channel) => ({
      channelId: n(channel.channel_id),
      hearts: n(channel.hearts),
      won: n(channel.won),
    })),
    problems,
  };
}
