import { reactionTexts } from '@sogon/contract/messages/reactions';
import my from '@web/components/my/MyPage.module.css';
import { FollowingList } from '@web/components/reactions/FollowingList';
import type { Metadata } from 'next';

export const metadata: Metadata = {
  title: reactionTexts.following,
  robots: { index: false, follow: false },
};

/** 마이페이지 → 팔로잉: the channels the member follows, with 팔로우 to undo. */
export default function FollowingPage() {
  return (
    <div className="container">
      <div className={my.page}>
        <h1 className="page-title">{reactionTexts.following}</h1>
        <FollowingList />
      </div>
    </div>
  );
}
