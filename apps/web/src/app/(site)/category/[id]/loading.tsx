import { ListingSkeleton } from '@web/components/discovery/ListingSkeleton';

export default function CategoryLoading() {
  return <ListingSkeleton />;
}
