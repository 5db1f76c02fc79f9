import { rankingTexts as text } from '@sogon/contract/messages/ranking';
import { RankingSkeleton } from '@web/components/ranking/RankingSkeleton';

export default function Top100Loading() {
  return <RankingSkeleton title={text.top100.title} />;
}
