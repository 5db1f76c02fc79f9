import { opsPartnersTexts as text } from '@sogon/contract/messages/ops-partners';
import type { TPartnerFigures } from '@sogon/contract/schemas/ops-partners';
import type { ReactNode } from 'react';
import styles from './Ops.module.css';
import { PARTNER_COLUMNS, partnerCell } from './partner-columns.ts';

/**
 * A partner report table: one row per key (a partner or a day) with the report's figures and a
 * 합계 row, in a region that scrolls sideways on its own.
 */
export function PartnerTable<Row extends TPartnerFigures>({
  captionId,
  first,
  rows,
  rowKey,
  rowHead,
  totals,
}: {
  captionId: string;
  first: string;
  rows: Row[];
  rowKey: (row: Row) => string;
  rowHead: (row: Row) => ReactNode;
  totals: TPartnerFigures;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
    <section className={styles.tableWrap} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {PARTNER_COLUMNS.map((name) => (
              <th scope="col" key={name}>
                {text.columns[name]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              <th scope="row">{rowHead(row)}</th>
              {PARTNER_COLUMNS.map((name) => (
                <td key={name} className={styles.num}>
                  {partnerCell(name, row[name])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{text.total}</th>
            {PARTNER_COLUMNS.map((name) => (
              <td key={name} className={styles.num}>
                {partnerCell(name, totals[name])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
