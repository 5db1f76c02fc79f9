import { sitePopupTexts as text } from '@sogon/contract/messages/site-popup';
import type { TSitePopup } from '@sogon/contract/schemas/ops-site';
import styles from '@web/components/modal/Modal.module.css';
import { OperatorLink } from '@web/components/site/OperatorLink';

export type SitePopupContent = Pick<
  TSitePopup,
  'title' | 'body' | 'imageUrl' | 'imageAlt' | 'linkUrl' | 'linkLabel'
>;

/** Only a site path or an https address becomes a link (never `javascript:`). */
export function safePopupLink(href: string): string | null {
  return /^\/(?!\/)/.test(href) || /^https:\/\//.test(href) ? href : null;
}

/**
 * The popup's content: title, image, body, link, 오늘 하루 보지 않기 and 닫기. The home page shows
 * it in a dialog; the console renders the same card with a draft as its preview.
 */
export function SitePopupCard({
  popup,
  titleId,
  onClose,
  onHideToday,
}: {
  popup: SitePopupContent;
  titleId?: string;
  onClose?: () => void;
  onHideToday?: () => void;
}) {
  const href = safePopupLink(popup.linkUrl);
  return (
    <div className={`${styles.content} ${styles.centered}`}>
      <h2 id={titleId} className={styles.title} tabIndex={-1} data-autofocus>
        {popup.title}
      </h2>
      {popup.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: an operator's image of any size, shown as it is
        <img src={popup.imageUrl} alt={popup.imageAlt} style={{ maxWidth: '100%', height: 'auto' }} />
      ) : null}
      {popup.body ? <p className={styles.body}>{popup.body}</p> : null}
      {href ? (
        <OperatorLink href={href} className={`button ${styles.wrapLabel}`} onClick={onClose}>
          {popup.linkLabel || text.link}
        </OperatorLink>
      ) : null}
      <div className={styles.actions}>
        <button type="button" className={`button button-secondary ${styles.wrapLabel}`} onClick={onHideToday}>
          {text.hideToday}
        </button>
        <button type="button" className={`button button-secondary ${styles.wrapLabel}`} onClick={onClose}>
          {text.close}
        </button>
      </div>
    </div>
  );
}
