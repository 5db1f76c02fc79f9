import { BROWSE_CATEGORY_IDS } from '@sogon/contract/categories';
import { discoveryTexts as text } from '@sogon/contract/messages/discovery';
import type { THomeSection } from '@sogon/contract/schemas/catalog';
import { CategoryList } from '@web/components/discovery/CategoryList';
import styles from '@web/components/discovery/Discovery.module.css';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: text.categoriesTitle,
  description: text.categoriesDescription,
  path: '/category',
});

/** Every category that has playlists, each a way into its whole list (/category/{id}). */
export default async function CategoriesPage() {
  let sections: THomeSection[];
  try {
    const api = await serverApi();
    sections = await api.catalog.categories({ query: { items: BROWSE_CATEGORY_IDS } });
  } catch {
    return <ErrorScreen />;
  }
  const shown = sections.filter((section) => section.items.length > 0);
  return (
    <div className="container">
      <header className={styles.head}>
        <h1 className={styles.title}>{text.categoriesTitle}</h1>
        <p className={styles.lead}>{text.categoriesDescription}</p>
      </header>
      {shown.length === 0 ? (
        <p className={styles.empty}>{text.categoriesEmpty}</p>
      ) : (
        <CategoryList sections={shown} />
      )}
    </div>
  );
}
