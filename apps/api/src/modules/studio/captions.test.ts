import { describe, expect, it } from 'vitest';
import { cueText, parseCaptions, parseTimestamp } from './captions.ts';

describe('parseTimestamp', () => {
  it.each([
    ['00:00:01.000', 1000],
    ['01:02:03.456', 3_723_456],
    ['02:03.456', 123_456],
    ['00:00:01,250', 1250],
    ['0:00:01,5', 1500],
    ['100:00:00.000', 360_000_000],
  ])('reads %s as %i ms', (value, ms) => {
    expect(parseTimestamp(value)).toBe(ms);
  });

  it.each(['00:60:00.000', '00:00:60.000', '1.000', '00:00:01', 'aa:bb:cc.ddd', '00:00:01.0000', ''])(
    'refuses %j',
    (value) => {
      expect(parseTimestamp(value)).toBeNull();
    },
  );
});

describe('WebVTT', () => {
  it('reads cues with identifiers, settings, notes, styles and markup', () => {
    const vtt = [
      '\uFEFFWEBVTT - 1화 대본',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'NOTE 작가 메모',
      '여러 줄도 건너뛴다',
      '',
      'intro',
      '00:00.000 --> 00:02.500 align:start line:90%',
      '<v 하루>안녕, <i>오랜만이야</i>.</v>',
      '',
      '00:00:02.500 --> 00:00:05.000',
      '비 오는 소리 &amp; 빗방울 &lt;툭&gt;',
      '두 번째 줄',
      '',
      '00:05.000 --> 00:06.000',
      '<00:05.500>가<c.loud>까이</c>',
    ].join('\r\n');
    const parsed = parseCaptions(vtt);
    expect(parsed).toEqual({
      ok: true,
      format: 'vtt',
      cues: [
        { startMs: 0, endMs: 2500, text: '하루: 안녕, 오랜만이야.' },
        { startMs: 2500, endMs: 5000, text: '비 오는 소리 & 빗방울 <툭>\n두 번째 줄' },
        { startMs: 5000, endMs: 6000, text: '가까이' },
      ],
    });
  });

  it('answers an empty file with a header only as empty', () => {
    expect(parseCaptions('WEBVTT\n\nNOTE nothing yet\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it('points at the line of a malformed time', () => {
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\n하나\n\n00:01.000 --> 00:0x.000\n둘\n';
    expect(parseCaptions(vtt)).toEqual({ ok: false, problem: { kind: 'timing', line: 6 } });
  });

  it('refuses a cue that ends before it starts', () => {
    const vtt = 'WEBVTT\n\n00:03.000 --> 00:02.000\n거꾸로\n';
    expect(parseCaptions(vtt)).toEqual({ ok: false, problem: { kind: 'order', line: 3 } });
  });

  it('refuses a block without a timing line', () => {
    const vtt = 'WEBVTT\n\n00:00.000 --> 00:01.000\n하나\n\n떠돌이 줄\n';
    expect(parseCaptions(vtt)).toEqual({ ok: false, problem: { kind: 'timing', line: 6 } });
  });
});

describe('SRT', () => {
  it('reads numbered cues with comma milliseconds and sorts them by time', () => {
    const srt = [
      '2',
      '00:00:04,000 --> 00:00:06,000',
      '{\\an8}<b>두 번째</b>',
      '',
      '1',
      '00:00:00,000 --> 00:00:03,500',
      '<font color="#ffffff">첫 번째</font>',
      '줄바꿈',
      '',
      '3',
      '00:00:07,000 --> 00:00:08,000',
      '   ',
      '',
    ].join('\n');
    expect(parseCaptions(srt)).toEqual({
      ok: true,
      format: 'srt',
      cues: [
        { startMs: 0, endMs: 3500, text: '첫 번째\n줄바꿈' },
        { startMs: 4000, endMs: 6000, text: '두 번째' },
      ],
    });
  });

  it('accepts classic Mac line ends', () => {
    const parsed = parseCaptions('1\r00:00:01,000 --> 00:00:02,000\r안녕\r');
    expect(parsed).toMatchObject({ ok: true, cues: [{ startMs: 1000, endMs: 2000, text: '안녕' }] });
  });

  it('refuses a cue longer than a day', () => {
    const srt = '1\n23:59:59,000 --> 24:00:00,001\n끝나지 않는 밤\n';
    expect(parseCaptions(srt)).toEqual({ ok: false, problem: { kind: 'timing', line: 2 } });
  });
});

describe('files that are no script', () => {
  it.each([
    ['plain prose', '그냥 메모장에 쓴 글이에요.\n시간 표기가 없어요.'],
    ['JSON', '{"captions": []}'],
  ])('answers %s with format', (_label, text) => {
    expect(parseCaptions(text)).toEqual({ ok: false, problem: { kind: 'format' } });
  });

  it('answers a blank file with empty', () => {
    expect(parseCaptions(' \n\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });
});

describe('limits', () => {
  const many = (n: number) =>
    Array.from(
      { length: n },
      (_, i) => `${i + 1}\n00:00:${String(i % 60).padStart(2, '0')},000 --> 00:01:00,000\n줄 ${i}\n`,
    ).join('\n');

  it('keeps up to maxCues lines and refuses more', () => {
    const limits = { maxCues: 5, maxTextLength: 1000, maxMs: 86_400_000 };
    expect(parseCaptions(many(5), limits)).toMatchObject({ ok: true });
    expect(parseCaptions(many(6), limits)).toEqual({ ok: false, problem: { kind: 'tooMany', max: 5 } });
  });

  it('refuses an overly long line of text', () => {
    const srt = `1\n00:00:00,000 --> 00:00:01,000\n${'가'.repeat(1001)}\n`;
    expect(parseCaptions(srt)).toEqual({ ok: false, problem: { kind: 'textTooLong', line: 2 } });
  });
});

describe('cueText', () => {
  it('decodes numeric entities and drops direction marks', () => {
    expect(cueText(['&#xD55C;&#44544;&lrm; &unknown;'])).toBe('한글 &unknown;');
  });
});
