import { inquiryTexts } from '@sogon/contract/messages/inquiries';
import styles from '@web/components/inquiry/Inquiry.module.css';
import { InquiryDesk } from '@web/components/inquiry/InquiryDesk';
import type { Metadata } from 'next';
import { Suspense } from 'react';

const text = inquiryTexts.page;

export const metadata: Metadata = {
  title: text.title,
  description: text.description,
  robots: { index: false, follow: false },
};

/** 1:1 문의 (issue 39): the footer's 고객센터 link; the form and the member's inquiries load in the browser. */
export default function InquiryPage() {
  return (
    <div className="container">
      <div className={styles.narrow}>
        <h1 className="page-title">{text.title}</h1>
        <p className={styles.lead}>{text.description}</p>
        <Suspense fallback={null}>
          <InquiryDesk />
        </Suspense>
      </div>
    </div>
  );
}
