'use client';

import { INQUIRY_PAGE_SIZE } from '@sogon/contract/limits';
import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import type { TInquiryStatus, TOpsInquiry } from '@sogon/contract/schemas/inquiries';
import { PrevNextPager } from '@web/components/paging/PrevNextPager';
import { opsApi } from '@web/lib/api/ops';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { type FormEvent, useId, useState } from 'react';
import { formatOpsTime } from './format.ts';
import { InquiryAnswerForm } from './InquiryAnswerForm.tsx';
import { ListCount, RetryPanel } from './ListParts.tsx';
import styles from './Ops.module.css';
import { useOpsAnswer } from './use-ops-answer.ts';

const text = inquiryTexts.ops;
/** The filter's choices: waiting ones by default, `all` for every inquiry. */
const FILTERS = ['waiting', 'answered', 'all'] as const;
type Filter = (typeof FILTERS)[number];

function filterOf(raw: string | null): Filter {
  return FILTERS.find((value) => value === raw) ?? 'waiting';
}

function pageOf(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** 1:1 문의: the members' inquiries by status, a page at a time; a waiting one is answered in place. */
export function InquiryQueue() {
  const id = useId();
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const filter = filterOf(params.get('status'));
  const page = pageOf(params.get('page'));
  const status: TInquiryStatus | undefined = filter === 'all' ? undefined : filter;
  const { result, retry } = useOpsAnswer(opsApi.opsInquiries.list, { query: { status, page } });
  /** Answers given on this page, shown until the list is read again. */
  const [answered, setAnswered] = useState<Record<number, TOpsInquiry>>({});

  const href = (next: { filter?: Filter; page?: number }) => {
    const search = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    if (nextFilter !== 'waiting') search.set('status', nextFilter);
    if ((next.page ?? 1) > 1) search.set('page', String(next.page));
    const query = search.toString();
    return query ? `${pathname}?${query}` : pathname;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const picked = filterOf(String(new FormData(event.currentTarget).get('status') ?? ''));
    router.push(href({ filter: picked }));
  };

  return (
    <>
      <h1 className={styles.title}>{text.heading}</h1>
      <form className={styles.searchForm} onSubmit={submit} key={filter}>
        <div className={styles.filterField}>
          <label htmlFor={`${id}-status`} className={styles.label}>
            {text.filter}
          </label>
          <select id={`${id}-status`} name="status" className={styles.input} defaultValue={filter}>
            {FILTERS.map((value) => (
              <option key={value} value={value}>
                {value === 'all' ? text.all : inquiryTexts.status[value]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`button ${styles.searchButton}`}>
          {inquiryTexts.ops.apply}
        </button>
      </form>
      <ListCount
        kind={result.kind}
        rows={result.kind === 'done' ? result.value.total : 0}
        empty={text.empty}
        count={text.count}
      />
      {result.kind === 'error' ? <RetryPanel message={result.message} onRetry={retry} /> : null}
      {result.kind === 'done' ? (
        <>
          <ul className={styles.inquiryList}>
            {result.value.items.map((item) => (
              <InquiryItem
                key={item.id}
                inquiry={answered[item.id] ?? item}
                onAnswered={(next) => setAnswered((before) => ({ ...before, [next.id]: next }))}
              />
            ))}
          </ul>
          <PrevNextPager
            page={page}
            total={result.value.total}
            pageSize={INQUIRY_PAGE_SIZE}
            href={(target) => href({ page: target })}
          />
        </>
      ) : null}
    </>
  );
}

function InquiryItem({
  inquiry,
  onAnswered,
}: {
  inquiry: TOpsInquiry;
  onAnswered: (next: TOpsInquiry) => void;
}) {
  const headingId = `ops-inquiry-${inquiry.id}`;
  return (
    <li>
      <article className={styles.panel} aria-labelledby={headingId}>
        <p className={styles.muted}>
          {inquiryTexts.categories[inquiry.category]} · {inquiryTexts.status[inquiry.status]} ·{' '}
          <time dateTime={inquiry.createdAt}>{formatOpsTime(inquiry.createdAt)}</time>
        </p>
        <h2 id={headingId} className={styles.subtitle}>
          {inquiry.title}
        </h2>
        <p>
          {text.member}: <Link href={`/ops/members/${inquiry.member.id}`}>{inquiry.member.uid}</Link> (
          {inquiry.member.username})
        </p>
        <p className={styles.inquiryBody}>{inquiry.body}</p>
        {inquiry.answer ? (
          <section aria-label={text.answer} className={styles.inquiryAnswer}>
            <p className={styles.label}>{text.answer}</p>
            <p className={styles.inquiryBody}>{inquiry.answer}</p>
          </section>
        ) : (
          <InquiryAnswerForm inquiry={inquiry} onAnswered={onAnswered} />
        )}
      </article>
    </li>
  );
}
