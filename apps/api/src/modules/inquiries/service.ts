import { INQUIRY_PAGE_SIZE } from '@sogon/contract/limits';
import { inquiryTexts as text } from '@sogon/contract/messages/inquiries';
import type {
  TInquiry,
  TInquiryBody,
  TInquiryPage,
  TOpsInquiry,
  TOpsInquiryPage,
  TOpsInquiryQuery,
} from '@sogon/contract/schemas/inquiries';
import type { Db } from '#api/db/client';
import { AppError } from '#api/http/app-error';
import type { ConsoleAuth, SignedInOperator } from '#api/modules/ops';
import type { InquiryRepository } from './repository.ts';

/** 1:1 문의: members ask, and the console (operator or support) answers each once. */
export function createInquiries(deps: {
  db: Db;
  inquiries: InquiryRepository;
  auth: ConsoleAuth;
  now: () => Date;
}) {
  const { inquiries, now } = deps;
  return {
    async mine(userId: number, page: number): Promise<TInquiryPage> {
      return { ...(await inquiries.ofMember(userId, page)), page, pageSize: INQUIRY_PAGE_SIZE };
    },

    create(userId: number, body: TInquiryBody): Promise<TInquiry> {
      return inquiries.insert(userId, body);
    },

    async queue(query: TOpsInquiryQuery): Promise<TOpsInquiryPage> {
      return { ...(await inquiries.all(query)), page: query.page, pageSize: INQUIRY_PAGE_SIZE };
    },

    async answer(signedIn: SignedInOperator, id: number, answer: string): Promise<TOpsInquiry> {
      const current = await inquiries.one(id);
      if (!current) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 404, detail: text.details.missing });
      }
      const answered = await deps.db.transaction(async (tx) => {
        if (!(await inquiries.answer(tx, { id, answer, operatorId: signedIn.operator.id, at: now() }))) {
          return false;
        }
        await deps.auth.audit(tx, signedIn, {
          action: 'inquiry.answer',
          target: `inquiry:${id}`,
          reason: '',
          before: { status: current.status },
          after: { status: 'answered', answer },
        });
        return true;
      });
      if (!answered) {
        throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 409, detail: text.details.answered });
      }
      return (await inquiries.one(id))!;
    },
  };
}

export type Inquiries = ReturnType<typeof createInquiries>;
