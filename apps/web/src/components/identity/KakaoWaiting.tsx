import { identityTexts } from '@sogon/contract/messages/identity';
import { siteTexts } from '@sogon/contract/messages/site';
import type { TKakaoCertAnswer } from '@sogon/contract/schemas/identity';
import styles from '@web/components/auth/AuthForm.module.css';
import type { Ref } from 'react';

const text = identityTexts.popup;

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('ko-KR', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Seoul' });

/** Waiting for the approval in KakaoTalk (until when), then for the verification to be saved. */
export function KakaoWaiting({
  cert,
  headingRef,
}: {
  /** Null once approved, while the result is being saved. */
  cert: TKakaoCertAnswer | null;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className={styles.page}>
      <h1 className="page-title" ref={headingRef} tabIndex={-1}>
        {text.waitingTitle}
      </h1>
      <div className={styles.card}>
        <p className={styles.lead} role="status">
          {cert ? text.waitingBody : text.finishing}
        </p>
        {cert ? <p className={styles.hint}>{text.waitingUntil(timeOf(cert.expiresAt))}</p> : null}
        {cert?.sandbox && cert.phoneUrl ? (
          <div className={styles.notice} style={{ marginTop: 16 }}>
            <p style={{ margin: '0 0 8px' }}>
              <strong>{siteTexts.sandboxBadge}</strong> · {text.sandboxNotice}
            </p>
            <a href={cert.phoneUrl} target="_blank" rel="noopener">
              {text.sandboxPhone}
            </a>
          </div>
        ) : null}
      </div>
    </div>
  );
}
