import { settlementTexts } from '@sogon/contract/messages/settlement';
import type { TStatement } from '@sogon/contract/schemas/settlement';
import { kstParts } from '@sogon/contract/time/kst';

const lineText = settlementTexts.statements.lines;
const percent = settlementTexts.studio.percent;

export const SETTLEMENT_TABS = ['earnings', 'statements', 'info'] as const;
export type SettlementTab = (typeof SETTLEMENT_TABS)[number];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** The Seoul month of `at`, 'YYYY-MM'. */
export function monthOfKst(at: Date): string {
  const { year, month } = kstParts(at);
  return `${year}-${pad(month)}`;
}

export function isMonth(text: string | null | undefined): text is string {
  return typeof text === 'string' && MONTH.test(text);
}

/** The month `count` months after `month` (negative: before). */
export function shiftMonth(month: string, count: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + count;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The months a creator may pick: this one and the `count - 1` before it, newest first. */
export function recentMonths(current: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => shiftMonth(current, -index));
}

export interface StatementLine {
  key: string;
  label: string;
  note: string;
  won: number;
  /** A total the lines above add up to (shown stronger). */
  total?: boolean;
}

/**
 * Every figure of a statement as the creator reads it, top to bottom: sales with VAT → VAT →
 * supply value → the creator's share → free unlocks (when there were any) → the carry → the payable total → taxes withheld (개인) or
 * VAT added (사업자) → what is paid, and what carries into next month.
 */
export function statementLines(statement: TStatement): StatementLine[] {
  const gross = statement.paidWon + statement.bonusWon;
  const total = statement.creatorWon + statement.freeUnlockWon + statement.carriedIn;
  const lines: StatementLine[] = [
    {
      key: 'sales',
      label: lineText.sales,
      note: lineText.salesNote(statement.paidHearts, statement.bonusHearts),
      won: gross,
    },
    { key: 'vat', label: lineText.vat, note: lineText.vatNote, won: -statement.vatWon },
    {
      key: 'supply',
      label: lineText.supply,
      note: lineText.supplyNote,
      won: gross - statement.vatWon,
      total: true,
    },
    {
      key: 'share',
      label: lineText.share(percent(statement.shareBp)),
      note: lineText.shareNote,
      won: statement.creatorWon,
    },
    ...(statement.freeUnlocks > 0
      ? [
          {
            key: 'freeUnlocks',
            label: lineText.freeUnlocks,
            note: lineText.freeUnlocksNote(statement.freeUnlocks),
            won: statement.freeUnlockWon,
          },
        ]
      : []),
    { key: 'carriedIn', label: lineText.carriedIn, note: lineText.carriedInNote, won: statement.carriedIn },
    { key: 'payable', label: lineText.payable, note: lineText.payableNote, won: total, total: true },
  ];
  if (statement.creatorType === 'individual') {
    lines.push(
      {
        key: 'incomeTax',
        label: lineText.incomeTax,
        note: lineText.incomeTaxNote,
        won: -statement.incomeTax,
      },
      { key: 'localTax', label: lineText.localTax, note: lineText.localTaxNote, won: -statement.localTax },
    );
  } else {
    lines.push({
      key: 'vatAdded',
      label: lineText.vatAdded,
      note: lineText.vatAddedNote,
      won: statement.vatAdded,
    });
  }
  lines.push({ key: 'net', label: lineText.net, note: lineText.netNote, won: statement.netWon, total: true });
  if (statement.carriedOut !== 0) {
    lines.push({
      key: 'carriedOut',
      label: lineText.carriedOut,
      note: settlementTexts.holdReasons[statement.holdReason as 'below_minimum' | 'no_account'] ?? '',
      won: statement.carriedOut,
    });
  }
  return lines;
}

/** Won with 천 단위 separators and a sign for deductions: `-1,234원`. */
export function wonText(won: number): string {
  return settlementTexts.studio.won(won);
}
