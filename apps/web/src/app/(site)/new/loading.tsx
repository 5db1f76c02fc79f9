import { ListingSkeleton } from '@web/components/discovery/ListingSkeleton';

export default function NewLoading() {
  return <ListingSkeleton />;
}
