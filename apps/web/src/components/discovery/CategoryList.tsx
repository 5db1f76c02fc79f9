import type { THomeSection } from '@sogon/contract/schemas/catalog';
import Link from 'next/link';
import styles from './CategoryList.module.css';

/** Categories as cards, each with the cover of its first playlist, leading to the whole list. */
export function CategoryList({ sections }: { sections: THomeSection[] }) {
  return (
    <ul className={styles.list}>
      {sections.map((section) => {
        const cover = section.items[0]?.coverImg;
        return (
          <li key={section.id}>
            <Link href={`/category/${section.id}`} className={styles.card}>
              {cover ? (
                // biome-ignore lint/performance/noImgElement: covers are small SVGs served from /media
                <img src={cover} alt="" width={96} height={96} loading="lazy" decoding="async" />
              ) : null}
              <span className={styles.name}>{section.title}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
