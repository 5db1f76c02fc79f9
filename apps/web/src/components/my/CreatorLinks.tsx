import Link from 'next/link';
import my from './MyPage.module.css';

/**
 * The creator's pages for a member who runs a channel (크리에이터 스튜디오, 채널 통계); for one
 * who does not, one 크리에이터 신청 to /studio, where a channel is opened. Nothing while unknown.
 */
export function CreatorLinks({
  runsChannel,
  texts,
}: {
  runsChannel: boolean | undefined;
  texts: { studio: string; stats: string; apply: string };
}) {
  if (runsChannel === undefined) return null;
  if (!runsChannel) {
    return (
      <div className={my.row}>
        <Link href="/studio">{texts.apply}</Link>
      </div>
    );
  }
  return (
    <>
      <div className={my.row}>
        <Link href="/studio">{texts.studio}</Link>
      </div>
      <div className={my.row}>
        <Link href="/studio/stats">{texts.stats}</Link>
      </div>
    </>
  );
}
