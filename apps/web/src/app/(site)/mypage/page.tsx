import { ko } from '@sogon/contract/messages/ko';
import { MyPage } from '@web/components/my/MyPage';
import my from '@web/components/my/MyPage.module.css';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: ko.my.title, robots: { index: false, follow: false } };

export default function MyPageRoute() {
  return (
    <div className="container">
      <div className={my.page}>
        <h1 className="page-title">{ko.my.title}</h1>
        <MyPage />
      </div>
    </div>
  );
}
