import { homeTexts } from '@sogon/contract/messages/home';
import type { TBanner } from '@sogon/contract/schemas/catalog';
import { OperatorLink } from '@web/components/site/OperatorLink';
import styles from './Home.module.css';

/** Banners as wide cards. `priority`: the first one is the page's largest paint (home, charge). */
export function BannerStrip({ banners, priority = true }: { banners: TBanner[]; priority?: boolean }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={homeTexts.bannerRegion}>
      <ul className={styles.banners}>
        {banners.map((banner, index) => (
          <li key={banner.id} className={styles.banner}>
            <OperatorLink href={banner.linkUrl || '/'} className={styles.bannerLink}>
              {/* biome-ignore lint/performance/noImgElement: banner art is a small SVG */}
              <img
                src={banner.imageUrl}
                alt={banner.imageAlt}
                width={720}
                height={300}
                loading={priority && index === 0 ? 'eager' : 'lazy'}
                // The first banner is the largest paint: fetch it ahead of the web fonts.
                fetchPriority={priority && index === 0 ? 'high' : 'auto'}
              />
              <span className={styles.bannerText}>
                <strong>{banner.title}</strong>
                {banner.subtitle ? <span>{banner.subtitle}</span> : null}
              </span>
            </OperatorLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
