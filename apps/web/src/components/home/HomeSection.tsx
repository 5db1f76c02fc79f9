import { commonTexts } from '@sogon/contract/messages/common';
import type { THomeSection } from '@sogon/contract/schemas/catalog';
import { PlaylistCard } from '@web/components/catalog/PlaylistCard';
import styles from './Home.module.css';

export function HomeSection({ section, first }: { section: THomeSection; first: boolean }) {
  const headingId = `section-${section.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {section.title}
      </h2>
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
