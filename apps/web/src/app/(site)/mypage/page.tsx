import { myTexts } from '@sogon/contract/messages/my';
import { MyPage } from '@web/components/my/MyPage';
import my from '@web/components/my/MyPage.module.css';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: myTexts.title, robots: { index: false, follow: false } };

export default function MyPageRoute() {
  return (
    <div className="container">
      <div className={my.page}>
        <h1 className="page-title">{myTexts.title}</h1>
        <MyPage />
      </div>
    </div>
  );
}
