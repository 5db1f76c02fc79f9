import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EarlyBadge } from './EarlyBadge.tsx';

describe('the 선공개 badge', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');

  it('marks an episode heard before its public open time, with that time in Seoul', () => {
    const html = renderToStaticMarkup(<EarlyBadge openDt="2026-12-03T11:30:00Z" now={now} />);
    expect(html).toContain('선공개');
    expect(html).toContain('2026.12.03 20:30 전체 공개');
  });

  it('shows nothing once the episode is open to everyone', () => {
    expect(renderToStaticMarkup(<EarlyBadge openDt="2026-11-30T00:00:00Z" now={now} />)).toBe('');
  });
});
