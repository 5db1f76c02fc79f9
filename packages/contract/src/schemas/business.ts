import { z } from 'zod';
import { formatBusinessNumber } from '../business-number.ts';

/**
 * 사업자등록번호: ten digits, written 000-00-00000 (the form the 공정거래위원회 lookup and every
 * store footer use); hyphens and spaces in the input are ignored.
 */
export const ZBusinessRegistrationNumber = z
  .string()
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, 'must be ten digits, e.g. 123-45-67890'))
  .transform(formatBusinessNumber);

/** A Korean phone number as people write it: digits, hyphens, spaces, parentheses, a leading +. */
export const ZBusinessPhone = z
  .string()
  .trim()
  .regex(/^\+?[\d\s()-]{7,20}$/, 'must be a phone number, e.g. 02-1234-5678 or 1588-0000');

const text = z.string().trim().min(1).max(200);

/**
 * The operator's business details a Korean online store shows on every page (전자상거래법 제10조
 * and its decree: 상호, 대표자, 주소, 전화, 이메일, 사업자등록번호, 통신판매업 신고번호, and where
 * the site is hosted). Each comes from a BUSINESS_* variable; one not set shows a marked example.
 */
export const ZBusinessInfo = z.object({
  name: text.optional(),
  representative: text.optional(),
  registrationNumber: ZBusinessRegistrationNumber.optional(),
  mailOrderNumber: text.optional(),
  address: text.optional(),
  phone: ZBusinessPhone.optional(),
  email: z.email().optional(),
  /** 고객센터 운영 시간, e.g. 평일 10:00~18:00. */
  supportHours: text.optional(),
  hostingProvider: text.optional(),
});
export type TBusinessInfo = z.infer<typeof ZBusinessInfo>;

/** The fields in the order a footer shows them. */
export const BUSINESS_FIELDS = [
  'name',
  'representative',
  'registrationNumber',
  'mailOrderNumber',
  'address',
  'phone',
  'email',
  'supportHours',
  'hostingProvider',
] as const satisfies readonly (keyof TBusinessInfo)[];
