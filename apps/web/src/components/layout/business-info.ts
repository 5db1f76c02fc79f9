import { businessTexts as text } from '@sogon/contract/messages/business';
import { siteTexts } from '@sogon/contract/messages/site';
import { BUSINESS_FIELDS, type TBusinessInfo, ZBusinessInfo } from '@sogon/contract/schemas/business';

/**
 * The business details main.ts hands over (SOGON_BUSINESS_INFO, parsed from the BUSINESS_*
 * variables); anything unreadable counts as not configured.
 */
export function readBusinessInfo(raw: string | undefined = process.env.SOGON_BUSINESS_INFO): TBusinessInfo {
  if (!raw) return {};
  try {
    const parsed = ZBusinessInfo.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export interface BusinessRow {
  field: (typeof BUSINESS_FIELDS)[number];
  label: string;
  value: string;
  /** Not configured: the value is the catalog's example, and says so. */
  example: boolean;
  /** tel: or mailto: for a configured phone number or address. */
  href?: string;
}

/** One row per detail, in footer order: the configured value, else the marked example. */
export function businessRows(info: TBusinessInfo): BusinessRow[] {
  return BUSINESS_FIELDS.map((field) => {
    const value = info[field];
    if (value === undefined) {
      return { field, label: text.labels[field], value: text.examples[field], example: true };
    }
    const href =
      field === 'phone'
        ? `tel:${value.replace(/[^\d+]/g, '')}`
        : field === 'email'
          ? `mailto:${value}`
          : undefined;
    return { field, label: text.labels[field], value, example: false, ...(href ? { href } : {}) };
  });
}

/**
 * The 공정거래위원회 page confirming a configured registration number: none for the example, nor
 * for the demo's made-up number (the lookup would find nothing).
 */
export function businessCheckUrl(info: TBusinessInfo): string | null {
  if (!info.registrationNumber || info.registrationNumber === text.demo.registrationNumber) return null;
  return `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${info.registrationNumber.replace(/\D/g, '')}`;
}

/** The copyright line: the configured 상호, else the service's name. */
export function copyrightLine(info: TBusinessInfo): string {
  return text.copyright(info.name ?? siteTexts.name);
}
