import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import { RankingSkeleton } from '@web/components/ranking/RankingSkeleton';

export default function RealtimeLoading() {
  return <RankingSkeleton title={text.realtime.title} />;
}
