import Link from 'next/link';
import styles from './Ranking.module.css';

export interface FilterGroup {
  label: string;
  options: { key: string; label: string; href: string; current: boolean }[];
}

/** Rows of filter links (period, type, media type); plain links, so each list has its own address. */
export function RankingFilters({ groups }: { groups: FilterGroup[] }) {
  return (
    <div className={styles.filters}>
      {groups.map((group) => (
        <nav key={group.label} aria-label={group.label}>
          <ul className={styles.chips}>
            {group.options.map((option) => (
              <li key={option.key}>
                <Link
                  href={option.href}
                  className={styles.chip}
                  aria-current={option.current ? 'page' : undefined}
                  scroll={false}
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
}
