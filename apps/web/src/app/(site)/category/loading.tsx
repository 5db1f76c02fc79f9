import { ListingSkeleton } from '@web/components/discovery/ListingSkeleton';

export default function CategoriesLoading() {
  return <ListingSkeleton />;
}
