'use client';

import { ApiError, failureReaction } from '@sogon/contract/api-client';
import { INQUIRY_PAGE_SIZE } from '@sogon/contract/limits';
import { commonTexts } from '@sogon/contract/messages/common';
import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import { inquiriesEndpoints } from '@sogon/contract/routes/inquiries.endpoints';
import { useLoginModal } from '@web/components/auth/use-login-modal';
import { PrevNextPager } from '@web/components/paging/PrevNextPager';
import { browserApi } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useStoredUser } from '@web/lib/session/use-stored-user';
import { useRouter, useSearchParams } from 'next/navigation';
import styles from './Inquiry.module.css';
import { InquiryForm } from './InquiryForm.tsx';
import { InquiryList } from './InquiryList.tsx';

const api = { inquiries: browserApi('inquiries', inquiriesEndpoints) };
const text = inquiryTexts.page;

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A visitor is asked to log in; a member writes an inquiry and reads their own, a page at a time. */
export function InquiryDesk() {
  const user = useStoredUser();
  const openLogin = useLoginModal();
  const router = useRouter();
  const page = pageOf(useSearchParams().get('page'));
  const list = useApiQuery(api.inquiries.list, user ? { query: { page } } : null, { member: true });
  const needLogin =
    user === null || (list.error instanceof ApiError && failureReaction(list.error) === 'need-login');

  if (user === undefined) return <p role="status">{commonTexts.loading}</p>;
  if (needLogin) {
    return (
      <div className={styles.prompt}>
        <p>{text.loginPrompt}</p>
        <button type="button" className="button" onClick={() => openLogin()}>
          {text.login}
        </button>
      </div>
    );
  }

  return (
    <>
      <InquiryForm
        send={(body) => api.inquiries.create({ body })}
        onSent={() => {
          // The new inquiry heads the first page.
          if (page === 1) list.reload();
          else router.push('/inquiry');
        }}
      />
      <section className={styles.section} aria-labelledby="inquiry-list-heading">
        <h2 id="inquiry-list-heading" className={styles.heading}>
          {text.listHeading}
        </h2>
        {list.error && !list.data ? (
          <div className={styles.prompt}>
            <p role="alert">{failureText(list.error)}</p>
            <button type="button" className="button button-secondary" onClick={list.reload}>
              {text.retry}
            </button>
          </div>
        ) : !list.data ? (
          <p role="status">{commonTexts.loading}</p>
        ) : (
          <>
            <p className={styles.count} role="status">
              {list.data.total === 0 ? text.empty : text.total(list.data.total)}
            </p>
            <InquiryList items={list.data.items} />
            <PrevNextPager
              page={page}
              total={list.data.total}
              pageSize={INQUIRY_PAGE_SIZE}
              href={(target) => (target > 1 ? `/inquiry?page=${target}` : '/inquiry')}
            />
          </>
        )}
      </section>
    </>
  );
}
