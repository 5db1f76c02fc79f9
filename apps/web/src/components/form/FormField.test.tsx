import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from './FormField.tsx';

const render = (element: React.ReactElement) => renderToStaticMarkup(element);

describe('FormField', () => {
  it('labels the control and ties the hint and the error to it', () => {
    const html = render(
      <FormField id="code" label="쿠폰 번호" hint="영문과 숫자" error="쿠폰 번호를 다시 확인해 주세요.">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(html).toMatch(/<label[^>]* for="code">쿠폰 번호<\/label>/);
    expect(html).toContain('<input id="code" aria-describedby="code-hint code-error" aria-invalid="true"/>');
    expect(html).toMatch(/<p id="code-hint"[^>]*>영문과 숫자<\/p>/);
    expect(html).toMatch(/<p id="code-error"[^>]*role="alert"[^>]*>쿠폰 번호를 다시 확인해 주세요.<\/p>/);
  });

  it('leaves a plain control plain', () => {
    const html = render(
      <FormField id="pick" label="채널">
        {(control) => <select {...control} />}
      </FormField>,
    );
    expect(html).toContain('<select id="pick"></select>');
    expect(html).not.toContain('<p');
  });

  it('does not announce the error when the form moves the focus to the field instead', () => {
    const html = render(
      <FormField id="title" label="제목" error="제목을 입력해 주세요." announceError={false}>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(html).toContain('aria-describedby="title-error" aria-invalid="true"');
    expect(html).not.toContain('role="alert"');
  });

  it('gives the control a generated id when none is passed', () => {
    const html = render(<FormField label="닉네임">{(control) => <input {...control} />}</FormField>);
    const id = html.match(/<input id="([^"]+)"/)?.[1];
    expect(id).toBeTruthy();
    expect(html).toContain(`for="${id}"`);
  });
});
