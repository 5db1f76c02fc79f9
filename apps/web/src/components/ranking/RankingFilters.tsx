import { type NavLink, NavLinks } from '@web/components/tabs/NavLinks';
import styles from './Ranking.module.css';

export interface FilterGroup {
  label: string;
  options: NavLink[];
}

/** Rows of filter links (period, type, media type); plain links, so each list has its own address. */
export function RankingFilters({ groups }: { groups: FilterGroup[] }) {
  return (
    <div className={styles.filters}>
      {groups.map((group) => (
        <NavLinks
          key={group.label}
          label={group.label}
          links={group.options}
          listClassName={styles.chips}
          linkClassName={styles.chip}
        />
      ))}
    </div>
  );
}
