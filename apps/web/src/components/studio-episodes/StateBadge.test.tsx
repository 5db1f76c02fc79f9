import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StateBadge } from './StateBadge.tsx';

describe('StateBadge', () => {
  it('names the status, with the KST time of a scheduled one', () => {
    const scheduled = renderToStaticMarkup(
      <StateBadge episode={{ state: 'scheduled', openDate: '2026-12-24', openTime: '20:00' }} />,
    );
    expect(scheduled).toMatch(/data-state="scheduled"[^>]*>예약<\/span>/);
    expect(scheduled).toContain('2026-12-24 20:00 공개 예정');
    const open = renderToStaticMarkup(
      <StateBadge episode={{ state: 'public', openDate: '2026-12-01', openTime: '09:00' }} />,
    );
    expect(open).toMatch(/data-state="public"[^>]*>공개<\/span>/);
    expect(open).not.toContain('공개 예정');
  });
});
