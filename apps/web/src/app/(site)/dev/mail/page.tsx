import { ko } from '@sogon/contract/messages/ko';
import { DevMailBox } from '@web/components/dev/DevMailBox';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: ko.devMail.title, robots: { index: false, follow: false } };

export default function DevMailPage() {
  return (
    <div className="container">
      <h1 className="page-title">{ko.devMail.title}</h1>
      <p>{ko.devMail.lead}</p>
      <DevMailBox />
    </div>
  );
}
