import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ZCommentBody, ZPlaylistCommentBody } from '../schemas/comments.ts';
import { ZStudioCaptionsBody } from '../schemas/studio.ts';
import { controlCharacterAt, declaredKeys, findControlCharacter, multiline } from './control-characters.ts';

describe('control characters in text', () => {
  it('finds NUL, other C0 characters and DEL; line breaks and tabs only outside multi-line text', () => {
    expect(controlCharacterAt('가나다')).toBe(-1);
    expect(controlCharacterAt('a\u0000b')).toBe(1);
    expect(controlCharacterAt('\u001b[31m')).toBe(0);
    expect(controlCharacterAt('a\u007f')).toBe(1);
    expect(controlCharacterAt('첫 줄\n둘째 줄')).toBe(3);
    expect(controlCharacterAt('첫 줄\r\n\t둘째 줄', { multiline: true })).toBe(-1);
    expect(controlCharacterAt('첫 줄\n\u0000', { multiline: true })).toBe(4);
    // Not controls: spaces of other kinds, emoji (surrogate pairs), C1 range untouched.
    expect(controlCharacterAt('\u00a0\u3000😀\u0085')).toBe(-1);
  });

  it('lets line breaks through where the schema is marked multi-line, even after .trim().max().describe()', () => {
    expect(
      findControlCharacter({ commentContent: '좋아요\n최고', targetCommentId: 0 }, ZCommentBody),
    ).toBeNull();
    // .extend() keeps the marked field.
    expect(
      findControlCharacter({ commentContent: '좋아요\n최고', playlistId: 1 }, ZPlaylistCommentBody),
    ).toBeNull();
    expect(findControlCharacter('WEBVTT\n\n00:00.000 --> 00:01.000\n안녕', ZStudioCaptionsBody)).toBeNull();
    expect(findControlCharacter({ commentContent: '좋아요\u0000' }, ZCommentBody)).toBe('commentContent');
    const schema = z.object({ keyword: z.string().trim().max(10) });
    expect(findControlCharacter({ keyword: '빗소리\n' }, schema)).toBe('keyword');
  });

  it('walks nested objects, arrays, unions, optionals, preprocess pipes and keys, with or without a schema', () => {
    const schema = z.object({
      items: z.preprocess((value) => value, z.array(z.string())).optional(),
      tags: z.array(z.object({ name: z.string(), note: multiline(z.string()) })),
      uid: z.union([z.string(), z.number()]).nullable(),
    });
    expect(findControlCharacter({ tags: [{ name: 'a', note: 'x\ny' }], uid: 3 }, schema)).toBeNull();
    expect(findControlCharacter({ tags: [{ name: 'a\nb', note: '' }] }, schema)).toBe('tags[0].name');
    expect(findControlCharacter({ items: '[1,\u00002]', tags: [] }, schema)).toBe('items');
    expect(findControlCharacter({ uid: 'a\u001b' }, schema)).toBe('uid');
    expect(findControlCharacter({ 'x\u0000': 1 }, schema)).toBe('x\u0000');
    expect(findControlCharacter({ unknown: { deep: ['\u0001'] } })).toBe('unknown.deep[0]');
    expect(findControlCharacter(Object.assign(Object.create(null), { q: '\u0000' }))).toBe('q');
    // The query parser's objects: their prototype is an object without a prototype.
    const Query = function Query() {} as unknown as { new (): Record<string, string>; prototype: object };
    Query.prototype = Object.create(null);
    expect(findControlCharacter(Object.assign(new Query(), { keyword: 'a\u0000' }))).toBe('keyword');
    expect(findControlCharacter('a\u0000', ZStudioCaptionsBody)).toBe('');
    expect(findControlCharacter(42)).toBeNull();
    expect(findControlCharacter(Buffer.from('\u0000'))).toBeNull();
  });

  it('walks values nested past any call stack, in document order', () => {
    let deep: unknown = 'a\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = level % 2 ? [deep] : { k: deep };
    let path = '';
    for (let level = 100_000 - 1; level >= 0; level -= 1) path += level % 2 ? '[0]' : '.k';
    expect(findControlCharacter(deep)).toBe(path);
    expect(findControlCharacter({ a: ['ok', { b: '\u0001' }], c: '\u0002' })).toBe('a[1].b');
  });

  it('names the declared keys of an object schema', () => {
    expect(declaredKeys(z.object({ a: z.string(), b: z.number() }).optional())).toEqual(['a', 'b']);
    expect(declaredKeys(undefined)).toEqual([]);
  });
});
