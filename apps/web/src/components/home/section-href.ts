import type { THomeSection } from '@sogon/contract/schemas/catalog';

/**
 * Where a home section's 더보기 leads: the whole list it shows the start of. A category shelf
 * leads to its category page; the shelf of followed channels to the channels followed.
 */
export function sectionHref(section: Pick<THomeSection, 'id' | 'code'>): string {
  if (section.code === 'follow') return '/mypage/following';
  return `/category/${section.id}`;
}
