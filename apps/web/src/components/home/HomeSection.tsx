import { commonTexts } from '@sogon/contract/messages/common';
import type { THomeSection } from '@sogon/contract/schemas/catalog';
import { PlaylistCard } from '@web/components/catalog/PlaylistCard';
import styles from './Home.module.css';
import { SectionHead } from './SectionHead.tsx';
import { sectionHref } from './section-href.ts';

export function HomeSection({ section, first }: { section: THomeSection; first: boolean }) {
  const headingId = `section-${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <SectionHead
        id={headingId}
        title={section.title}
        moreHref={section.items.length > 0 ? sectionHref(section) : undefined}
        headingClassName={styles.sectionTitle}
      />
      {section.items.length === 0 ? (
        <p className={styles.empty}>{commonTexts.empty}</p>
      ) : (
        <ul className={styles.row}>
          {section.items.map((playlist, index) => (
            <li key={playlist.id}>
              <PlaylistCard playlist={playlist} priority={first && index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
