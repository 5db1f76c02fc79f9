import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReasonField } from './ReasonField.tsx';
import { REASON_MAX } from './reason.ts';

describe('ReasonField', () => {
  it('is a labelled, required textarea named reason, as long as the rule allows', () => {
    const html = renderToStaticMarkup(<ReasonField label="사유 (감사 로그에 남아요)" />);
    const id = html.match(/<textarea[^>]* id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toMatch(new RegExp(`<label[^>]* for="${id}">사유 \\(감사 로그에 남아요\\)</label>`));
    expect(html).toContain('name="reason"');
    expect(html).toContain(`maxLength="${REASON_MAX}"`);
    expect(html).toContain('required=""');
    expect(html).not.toContain('aria-invalid');
  });

  it('ties its hint and error to the textarea and announces the error', () => {
    const html = renderToStaticMarkup(
      <ReasonField
        label="사유"
        hint="감사 로그에 남아요."
        error="사유를 2자 이상 500자 이내로 입력해 주세요."
      />,
    );
    const id = html.match(/<textarea[^>]* id="([^"]+)"/)?.[1];
    expect(html).toContain(`aria-describedby="${id}-hint ${id}-error"`);
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(new RegExp(`<p id="${id}-error"[^>]*role="alert"[^>]*>사유를 2자 이상`));
  });

  it('leaves an optional reason unrequired, and the announcement to a form that moves the focus', () => {
    const optional = renderToStaticMarkup(<ReasonField label="발급 사유" optional />);
    expect(optional).not.toContain('required');
    const quiet = renderToStaticMarkup(
      <ReasonField label="변경 사유" error="틀렸어요" announceError={false} />,
    );
    expect(quiet).toContain('aria-invalid="true"');
    expect(quiet).not.toContain('role="alert"');
  });
});
