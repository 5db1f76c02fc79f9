import { ko } from '@sogon/contract/messages/ko';
import Link from 'next/link';

export default function NotFound() {
  return (
    <main id="main" className="container" style={{ textAlign: 'center', padding: '96px 16px' }}>
      <h1 className="page-title">{ko.notFound.title}</h1>
      <p style={{ color: 'var(--text-muted)' }}>{ko.notFound.body}</p>
      <Link className="button" href="/">
        {ko.errorScreen.home}
      </Link>
    </main>
  );
}
