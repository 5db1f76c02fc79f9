import { settlementTexts } from '@sogon/contract/messages/settlement';
import type { TStatement } from '@sogon/contract/schemas/settlement';
import { ScrollRegion } from '@web/components/a11y/ScrollRegion';
import Link from 'next/link';
import styles from './Ops.module.css';

const text = settlementTexts.ops;
const won = settlementTexts.studio.won;

/** A statement's 세금계산서 cell: its approval number, 대기 for a business payout without one, or 해당 없음. */
function invoiceCell(row: TStatement): string {
  if (!row.taxInvoice) return text.invoiceNone;
  return row.taxInvoice.approvalNumber ?? settlementTexts.invoice.waiting;
}

/** Statements of the console's month page: figures, status, tax invoice and account, one row each. */
export function SettlementStatementTable({ caption, rows }: { caption: string; rows: TStatement[] }) {
  const withMonth = rows.some((row) => row.month !== rows[0]?.month);
  return (
    <ScrollRegion className={styles.tableWrap} label={caption}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{text.channel}</th>
            {withMonth ? <th scope="col">{text.month}</th> : null}
            <th scope="col" className={styles.num}>
              {text.sales}
            </th>
            <th scope="col" className={styles.num}>
              {text.creatorWon}
            </th>
            <th scope="col" className={styles.num}>
              {text.carriedIn}
            </th>
            <th scope="col" className={styles.num}>
              {text.tax}
            </th>
            <th scope="col" className={styles.num}>
              {text.net}
            </th>
            <th scope="col">{text.statementStatus}</th>
            <th scope="col">{text.invoice}</th>
            <th scope="col">{text.account}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.channelId}-${row.month}`}>
              <th scope="row" className={styles.rowHeader}>
                <Link
                  href={`/ops/channels/${row.channelId}/contract`}
                  aria-label={text.contractLink(row.channelName)}
                >
                  {row.channelName}
                </Link>
              </th>
              {withMonth ? <td>{settlementTexts.studio.monthName(row.month)}</td> : null}
              <td className={styles.num}>{won(row.paidWon + row.bonusWon)}</td>
              <td className={styles.num}>
                {won(row.creatorWon)} ({settlementTexts.studio.percent(row.shareBp)})
              </td>
              <td className={styles.num}>{won(row.carriedIn)}</td>
              <td className={styles.num}>
                {row.creatorType === 'individual'
                  ? won(-(row.incomeTax + row.localTax))
                  : `+${won(row.vatAdded)}`}
              </td>
              <td className={styles.num}>{won(row.netWon)}</td>
              <td>
                {settlementTexts.statuses[row.status]}
                {row.holdReason ? (
                  <span className={styles.muted}> · {settlementTexts.holdReasons[row.holdReason]}</span>
                ) : null}
              </td>
              <td>{invoiceCell(row)}</td>
              <td>{row.account || text.noAccount}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
