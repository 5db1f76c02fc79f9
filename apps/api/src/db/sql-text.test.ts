import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adultAllowedSql } from '#api/modules/access';
import { sqlText } from './sql-text.ts';

describe('sqlText', () => {
  it('gives the text of an alias-based rule, and refuses a fragment that carries values', () => {
    expect(sqlText(adultAllowedSql({ userId: null, canSeeAdult: false }, 'c', 'p'))).toBe(
      'not c.is_adult and not p.is_adult',
    );
    expect(sqlText(adultAllowedSql({ userId: null, canSeeAdult: true }, 'c'))).toBe('true');
    expect(() => sqlText(sql`c.id = ${42}`)).toThrow(/with values/);
  });
});
