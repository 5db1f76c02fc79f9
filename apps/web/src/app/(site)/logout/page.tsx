import { logoutTexts } from '@sogon/contract/messages/auth';
import { navTexts } from '@sogon/contract/messages/site';
import type { Metadata } from 'next';
import { LogoutRunner } from './LogoutRunner';

export const metadata: Metadata = { title: navTexts.logout, robots: { index: false, follow: false } };

export default function LogoutPage() {
  return (
    <div className="container">
      <h1 className="page-title">{logoutTexts.title}</h1>
      <LogoutRunner />
    </div>
  );
}
