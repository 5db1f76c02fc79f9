import { errorScreenTexts, notFoundTexts } from '@sogon/contract/messages/error-screen';
import Link from 'next/link';

export default function NotFound() {
  return (
    <main id="main" className="container" style={{ textAlign: 'center', padding: '96px 16px' }}>
      <h1 className="page-title">{notFoundTexts.title}</h1>
      <p style={{ color: 'var(--text-muted)' }}>{notFoundTexts.body}</p>
      <Link className="button" href="/">
        {errorScreenTexts.home}
      </Link>
    </main>
  );
}
