import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * One access policy (architecture.md, issue 16): nothing outside modules/access re-derives the
 * 19+ rule, an episode's schedule (ADR 066) or channel ownership. This scans the API's source for the shapes such a re-derivation
 * takes. A file that needs one of these answers asks modules/access instead (visibility.ts,
 * visibility-sql.ts, ownership.ts, entitlement.ts); a live subscription is asked of
 * db/rules/live-subscription.ts.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the flags are defined or written, not decided on: the schema, migrations, seeds, the viewer type. */
const EXEMPT = [
  /^modules\/access\//,
  /^db\//,
  /^seed\//,
  /^modules\/viewer\.ts$/,
  /\.test\.ts$/,
  /test-kit\.ts$/,
];

const RULES: { name: string; pattern: RegExp }[] = [
  // Reading the viewer's adult capability is deciding visibility.
  { name: 'reads canSeeAdult', pattern: /\bcanSeeAdult\b/ },
  // The old per-repository switch for the adult filter.
  { name: 'an includeAdult switch', pattern: /\bincludeAdult\b/ },
  // SQL: an item's adult flag in a condition (`not p.is_adult`, `p.is_adult or …`, `is_adult = …`).
  { name: 'an is_adult condition in SQL', pattern: /\bnot\s+\(?\s*\w+\.is_adult\b/ },
  { name: 'an is_adult condition in SQL', pattern: /\b\w+\.is_adult\s+(or|and)\b/ },
  { name: 'an is_adult condition in SQL', pattern: /\b(or|and)\s+\w+\.is_adult\b/ },
  { name: 'an is_adult condition in SQL', pattern: /\bis_adult\s*(=|<>|!=)/ },
  // Drizzle: an item's adult column compared or combined (a member's users.is_adult is identity, not visibility).
  { name: 'an isAdult column compared', pattern: /\beq\(\s*(?!users\.)\w+\.isAdult\b/ },
  { name: 'an isAdult column in SQL', pattern: /\$\{\s*(?!users\.)\w+\.isAdult\s*\}\s+(or|and)\b/ },
  // Code: an item's adult flag combined or negated (`content.isAdult || playlist.isAdult`, `!x.isAdult`).
  { name: 'isAdult combined in code', pattern: /\.isAdult\s*(\|\||&&)/ },
  { name: 'isAdult combined in code', pattern: /(\|\||&&|!)\s*[\w.!]*\.isAdult\b/ },
  // Schedules (ADR 066): an episode's `status = 'published'` without its open time on the same
  // line lets it out early; ask visibility-sql.ts (openEpisodeSql, episodeOpenForSql, or
  // publishedAnyTimeSql for a loader whose caller applies schedule.ts).
  {
    name: 'a published episode without its open time',
    pattern: /\beq\(\s*contents\.status\s*,\s*'published'(?!.*(open_dt|openDt))/,
  },
  {
    name: 'a published episode without its open time',
    pattern: /\b(c|ct|co|content|contents)\.status\s*(=|in\s*\()\s*'published'(?!.*(open_dt|openDt))/,
  },
  // The open time read against the database's clock: a test clock cannot move it.
  {
    name: 'an open time compared with the database clock',
    pattern: /\b(c|ct|co|contents)\.open_dt\s*(<=?|>=?)\s*(now\(\)|current_timestamp)/i,
  },
  // Ownership: a channel's owner compared with a member by hand.
  { name: 'ownerUserId compared', pattern: /\bownerUserId\s*[!=]==|[!=]==\s*[\w.]*\bownerUserId\b/ },
  // Ownership in a query: `eq(channels.ownerUserId, …)` or `owner_user_id = …` (ownership-sql.ts).
  { name: 'ownership in SQL', pattern: /\beq\(\s*\w+\.ownerUserId\b|\bowner_user_id\s*=\s*\$/ },
  // A live subscription (issue 40): its statuses or its paid period spelled by hand instead of
  // db/rules/live-subscription.ts (notEndedSql, liveAtSql, liveAtText).
  { name: 'a live subscription spelled by hand', pattern: /'active',\s*'cancelled'/ },
  { name: 'a live subscription spelled by hand', pattern: /\bcurrent_period_end\s*>(?!=)/ },
];

async function sources(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sources(full);
      return Promise.resolve(entry.name.endsWith('.ts') ? [full] : []);
    }),
  );
  return nested.flat();
}

/** Every line outside the exempt places that matches a rule, as `file:line: rule`. */
export async function reimplementations(): Promise<string[]> {
  const found: string[] = [];
  for (const file of await sources(SRC)) {
    const relative = path.relative(SRC, file).split(path.sep).join('/');
    if (EXEMPT.some((pattern) => pattern.test(relative))) continue;
    const lines = (await readFile(file, 'utf8')).split('\n');
    lines.forEach((line, index) => {
      for (const rule of RULES) {
        if (rule.pattern.test(line)) found.push(`${relative}:${index + 1}: ${rule.name}`);
      }
    });
  }
  return found;
}

describe('the access policy is the only place that decides access', () => {
  it('no file outside modules/access re-derives the 19+ rule or ownership', async () => {
    expect(await reimplementations()).toEqual([]);
  });

  it('the scan recognises each shape it forbids', () => {
    const samples = [
      'if (channel.isAdult && !viewer.canSeeAdult) throw x;',
      'query({ includeAdult: true })',
      "sql`p.status = 'published' and not p.is_adult`",
      'sql`(c.is_adult or p.is_adult)`',
      'where is_adult = false',
      'eq(contents.isAdult, false)',
      ['sql`$', '{playlists.isAdult} or $', '{channels.isAdult}`'].join(''),
      'const adult = found.content.isAdult || found.playlist.isAdult;',
      'if (viewer.userId !== channel.ownerUserId) throw x;',
      'const ownedBy = (userId: number) => eq(channels.ownerUserId, userId);',
      ['from channels where owner_user_id = $', '{userId} order by id'].join(''),
      "where c.playlist_id = p.id and c.status = 'published'",
      "eq(contents.status, 'published'),",
      "and ct.status in ('published', 'deleted')",
      'where g.id = 1 and c.open_dt <= now()',
      "where s.channel_id = ch.id and s.status in ('active', 'cancelled')",
      "inArray(channelSubscriptions.status, ['active', 'cancelled']),",
      'and s.current_period_end > $2) as subscribers',
    ];
    for (const sample of samples) {
      expect(
        RULES.some((rule) => rule.pattern.test(sample)),
        sample,
      ).toBe(true);
    }
    // What must not trip it: carrying the flag in an answer, selecting it, the identity rules.
    const innocent = [
      'isAdult: row.is_adult,',
      'select p.id, p.is_adult, p.tags from playlists p',
      'isAdult: playlist.isAdult,',
      'and(eq(users.isAuth, true), eq(users.isAdult, 1))',
      'const isAdult = isAdultByYear(birth, at) ? 1 : 2;',
      'ownerUserId: channel.ownerUserId,',
      'select id, owner_user_id::int as "ownerUserId" from channels',
      "where p.status = 'published' and ch.status = 'published'",
      "and c.status = 'published' and c.open_dt <= $4::timestamptz",
      "eq(playlists.status, 'published'),",
      "where b.status = 'published'",
      ['and $', "{liveAtSql('s', at)}"].join(''),
      'where s.current_period_end <= $1 order by s.id',
    ];
    for (const line of innocent) {
      expect(
        RULES.some((rule) => rule.pattern.test(line)),
        line,
      ).toBe(false);
    }
  });
});
