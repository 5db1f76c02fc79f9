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

describe('LRC', () => {
  it('reads timed lines, each shown until the next, the last one for five seconds', () => {
    const lrc = [
      '\uFEFF[ti:비 오는 밤]',
      '[ar:소곤]',
      '[00:01.50]창밖에 비가 와요',
      '[00:04.2]<00:04.20>천천히 <00:05.00>숨을 쉬어요',
      '[01:10.123]잘 자요',
    ].join('\r\n');
    expect(parseCaptions(lrc)).toEqual({
      ok: true,
      format: 'lrc',
      cues: [
        { startMs: 1500, endMs: 4200, text: '창밖에 비가 와요' },
        { startMs: 4200, endMs: 70_123, text: '천천히 숨을 쉬어요' },
        { startMs: 70_123, endMs: 75_123, text: '잘 자요' },
      ],
    });
  });

  it('repeats a line with several times, applies the offset, ends on an empty time and on length', () => {
    const lrc = [
      '[offset:500]',
      '[length: 00:30.00]',
      '[00:10.00][00:02.00]후렴',
      '[00:05.00]',
      '[00:20.00]마지막',
    ].join('\n');
    expect(parseCaptions(lrc)).toEqual({
      ok: true,
      format: 'lrc',
      cues: [
        { startMs: 1500, endMs: 4500, text: '후렴' },
        { startMs: 9500, endMs: 19_500, text: '후렴' },
        { startMs: 19_500, endMs: 30_000, text: '마지막' },
      ],
    });
  });

  it('shows two lines of one time together, minutes past an hour included', () => {
    const lrc = '[75:00.00]하나\n[75:00.00]둘\n[75:03.00]셋\n';
    expect(parseCaptions(lrc)).toMatchObject({
      ok: true,
      cues: [
        { startMs: 4_500_000, endMs: 4_503_000, text: '하나\n둘' },
        { startMs: 4_503_000, endMs: 4_508_000, text: '셋' },
      ],
    });
  });

  it('names the line of a malformed time, of a line without one, and refuses times only', () => {
    expect(parseCaptions('[00:01.00]좋아요\n[00:6x.00]틀린 시간\n')).toEqual({
      ok: false,
      problem: { kind: 'timing', line: 2 },
    });
    expect(parseCaptions('[00:01.00]좋아요\n[00:61.00]초가 넘침\n')).toEqual({
      ok: false,
      problem: { kind: 'timing', line: 2 },
    });
    expect(parseCaptions('[00:01.00]좋아요\n시간 없는 줄\n')).toEqual({
      ok: false,
      problem: { kind: 'timing', line: 2 },
    });
    expect(parseCaptions('[ti:제목만]\n[00:01.00]\n')).toEqual({ ok: false, problem: { kind: 'empty' } });
  });

  it('keeps to the limits', () => {
    const limits = { maxCues: 2, maxTextLength: 5, maxMs: 86_400_000 };
    expect(parseCaptions('[00:01.00]하나\n[00:02.00]둘\n[00:03.00]셋\n', limits)).toEqual({
      ok: false,
      problem: { kind: 'tooMany', max: 2 },
    });
    expect(parseCaptions('[00:01.00]여섯 글자예요\n', limits)).toEqual({
      ok: false,
      problem: { kind: 'textTooLong', line: 1 },
    });
  });
});
