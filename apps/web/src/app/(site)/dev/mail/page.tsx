import { devMailTexts } from '@sogon/contract/messages/dev-mail';
import { DevMailBox } from '@web/components/dev/DevMailBox';
import type { Metadata } from 'next';

export const metadata: Metadata = { title: devMailTexts.title, robots: { index: false, follow: false } };

export default function DevMailPage() {
  return (
    <div className="container">
      <h1 className="page-title">{devMailTexts.title}</h1>
      <p>{devMailTexts.lead}</p>
      <DevMailBox />
    </div>
  );
}
