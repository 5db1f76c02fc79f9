import { ko } from '@sogon/contract/messages/ko';
import type { Metadata } from 'next';
import { LogoutRunner } from './LogoutRunner';

export const metadata: Metadata = { title: ko.nav.logout, robots: { index: false, follow: false } };

export default function LogoutPage() {
  return (
    <div className="container">
      <h1 className="page-title">{ko.logout.title}</h1>
      <LogoutRunner />
    </div>
  );
}
