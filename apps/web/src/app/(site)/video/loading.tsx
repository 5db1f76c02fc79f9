import { ListingSkeleton } from '@web/components/discovery/ListingSkeleton';

export default function VideoLoading() {
  return <ListingSkeleton />;
}
