import { randomBytes } from 'node:crypto';
import { identityTexts } from '@sogon/contract/messages/identity';
import { CARRIERS, GENDERS } from '@sogon/contract/schemas/identity';
import { IDENTITY_SANDBOX_PATH } from '#api/adapters/identity/sandbox-client';
import { escapeHtml, type HtmlAnswer } from '#api/modules/oauth-sandbox';
import type { PassRequest, PersonErrors, PersonForm } from './provider.ts';

const text = identityTexts.sandbox;

function page(input: { title: string; accent: string; body: string; formTarget?: string }): HtmlAnswer {
  const nonce = randomBytes(16).toString('base64');
  // A form post is answered with a redirect back to the site; form-action must allow both.
  const origins = new Set(["'self'", ...(input.formTarget ? [new URL(input.formTarget).origin] : [])]);
  const html = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)}</title>
<style nonce="${nonce}">
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;background:#f3f4f6;color:#111827;line-height:1.6}
  main{max-width:26rem;margin:1.5rem auto;padding:1.25rem 1.5rem;background:#fff;border-radius:.75rem;border-top:.375rem solid ${input.accent};box-shadow:0 1px 3px rgba(0,0,0,.12)}
  .badge{display:inline-block;margin:0 0 .75rem;padding:.125rem .625rem;border-radius:999px;background:#fff7ed;color:#9a3412;border:1px solid #9a3412;font-size:.875rem;font-weight:700}
  h1{font-size:1.25rem;margin:0 0 .5rem}
  p{margin:0 0 1rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem;padding:.75rem 1rem;background:#f9fafb;border-radius:.5rem}
  dt{font-weight:600;color:#374151}
  dd{margin:0}
  .field{margin:0 0 1rem}
  label,legend{display:block;font-weight:600;margin-bottom:.25rem}
  fieldset{border:0;margin:0 0 1rem;padding:0}
  .choices{display:flex;gap:1rem;flex-wrap:wrap}
  .choices label{display:flex;align-items:center;gap:.375rem;font-weight:400;min-height:2.25rem}
  input[type=text],input[type=tel],select{width:100%;padding:.625rem .75rem;font-size:1rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff}
  input[aria-invalid=true],select[aria-invalid=true]{border-color:#b91c1c}
  .hint{font-size:.875rem;color:#4b5563;margin:.25rem 0 0}
  .error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
  .consent{font-size:.875rem;color:#374151}
  .actions{display:grid;grid-template-columns:2fr 1fr;gap:.5rem}
  button{min-height:2.75rem;padding:.5rem 1rem;font-size:1rem;font-weight:700;border:1px solid #111827;border-radius:.5rem;background:#fff;color:#111827;cursor:pointer}
  button.primary{background:${input.accent};border-color:${input.accent};color:${input.accent === '#fee500' ? '#191919' : '#fff'}}
  a{color:#1d4ed8}
  :focus-visible{outline:3px solid #2563eb;outline-offset:2px}
</style>
</head>
<body>
<main aria-labelledby="title">
${input.body}
</main>
</body>
</html>`;
  return {
    html,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${[...origins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`,
    },
  };
}

const PASS_ACCENT = '#e6002d';
const KAKAO_ACCENT = '#fee500';

function described(id: string, error: string | undefined, hint?: string): string {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return `${error ? ' aria-invalid="true"' : ''}${ids ? ` aria-describedby="${ids}"` : ''}`;
}

function notes(id: string, error: string | undefined, hint?: string): string {
  return [
    hint ? `<p class="hint" id="${id}-hint">${escapeHtml(hint)}</p>` : '',
    error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '',
  ].join('');
}

function textField(input: {
  id: 'name' | 'birthDate' | 'phone';
  label: string;
  value: string;
  autocomplete: string;
  inputmode?: string;
  type?: 'text' | 'tel';
  hint?: string;
  error?: string;
}): string {
  const mode = input.inputmode ? ` inputmode="${input.inputmode}"` : '';
  return `<div class="field">
  <label for="${input.id}">${escapeHtml(input.label)}</label>
  <input id="${input.id}" name="${input.id}" type="${input.type ?? 'text'}" value="${escapeHtml(input.value)}" autocomplete="${input.autocomplete}"${mode} required${described(input.id, input.error, input.hint)}>
  ${notes(input.id, input.error, input.hint)}
</div>`;
}

function carrierField(value: string | undefined, error: string | undefined): string {
  const options = CARRIERS.map(
    (code) =>
      `<option value="${code}"${code === value ? ' selected' : ''}>${escapeHtml(identityTexts.carriers[code])}</option>`,
  ).join('');
  return `<div class="field">
  <label for="carrier">${escapeHtml(text.carrier)}</label>
  <select id="carrier" name="carrier" required${described('carrier', error)}>${options}</select>
  ${notes('carrier', error)}
</div>`;
}

function genderField(value: string | undefined, error: string | undefined): string {
  const choices = GENDERS.map(
    (code) =>
      `<label><input type="radio" name="gender" value="${code}"${code === (value ?? 'F') ? ' checked' : ''}> ${escapeHtml(identityTexts.genders[code])}</label>`,
  ).join('');
  return `<fieldset${error ? ' aria-describedby="gender-error"' : ''}>
  <legend>${escapeHtml(text.gender)}</legend>
  <div class="choices">${choices}</div>
  ${notes('gender', error)}
</fieldset>`;
}

function errorSummary(errors: PersonErrors | undefined): string {
  const messages = Object.values(errors ?? {}).filter(Boolean);
  return messages.length
    ? `<div role="alert"><p class="error">${messages.map((message) => escapeHtml(message ?? '')).join('<br>')}</p></div>`
    : '';
}

/** The sandbox PASS check: a labelled Korean form for the test person, 인증하기 or 취소. */
export function passPage(input: {
  request: PassRequest;
  form?: PersonForm;
  errors?: PersonErrors;
}): HtmlAnswer {
  const form = input.form ?? {};
  const errors = input.errors ?? {};
  const hidden = {
    client_id: input.request.clientId,
    redirect_uri: input.request.redirectUri,
    state: input.request.state,
    nonce: input.request.nonce,
    kind: input.request.kind,
  };
  const hiddenFields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n  ');
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.passHeading)}</h1>
<p>${escapeHtml(text.passNotice)}</p>
${errorSummary(input.errors)}
<form method="post" action="${IDENTITY_SANDBOX_PATH}/pass/authorize" novalidate>
  ${hiddenFields}
  ${textField({ id: 'name', label: text.name, value: form.name ?? '', autocomplete: 'name', error: errors.name })}
  ${textField({ id: 'birthDate', label: text.birthDate, value: form.birthDate ?? '', autocomplete: 'bday', inputmode: 'numeric', hint: text.birthDateHint, error: errors.birthDate })}
  ${genderField(form.gender, errors.gender)}
  ${carrierField(form.carrier, errors.carrier)}
  ${textField({ id: 'phone', label: text.phone, value: form.phone ?? '', autocomplete: 'tel-national', inputmode: 'numeric', type: 'tel', hint: text.phoneHint, error: errors.phone })}
  <p class="consent">${escapeHtml(text.consent)}</p>
  <div class="actions">
    <button type="submit" name="action" value="approve" class="primary">${escapeHtml(text.approve)}</button>
    <button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(text.refuse)}</button>
  </div>
</form>`;
  return page({
    title: text.passPageTitle,
    accent: PASS_ACCENT,
    body,
    formTarget: input.request.redirectUri,
  });
}

function maskPhone(phone: string): string {
  return phone.length >= 10 ? `${phone.slice(0, 3)}-****-${phone.slice(-4)}` : phone;
}

/** The sandbox "phone": a pending Kakao request, shown as KakaoTalk would, to approve or refuse. */
export function kakaoPhonePage(input: {
  txId: string;
  request: { name: string; phone: string; birthday: string };
  form?: { carrier?: string; gender?: string };
  errors?: PersonErrors;
}): HtmlAnswer {
  const errors = input.errors ?? {};
  const birthday = input.request.birthday.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3');
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.kakaoHeading)}</h1>
<p>${escapeHtml(text.kakaoNotice)}</p>
${errorSummary(input.errors)}
<dl>
  <dt>${escapeHtml(text.requester)}</dt><dd>${escapeHtml(text.requesterName)}</dd>
  <dt>${escapeHtml(text.name)}</dt><dd>${escapeHtml(input.request.name)}</dd>
  <dt>${escapeHtml(text.birthDate)}</dt><dd>${escapeHtml(birthday)}</dd>
  <dt>${escapeHtml(text.phone)}</dt><dd>${escapeHtml(maskPhone(input.request.phone))}</dd>
</dl>
<form method="post" action="${IDENTITY_SANDBOX_PATH}/kakao/phone/${escapeHtml(encodeURIComponent(input.txId))}">
  ${genderField(input.form?.gender, errors.gender)}
  ${carrierField(input.form?.carrier, errors.carrier)}
  <p class="consent">${escapeHtml(text.consent)}</p>
  <div class="actions">
    <button type="submit" name="action" value="approve" class="primary">${escapeHtml(text.approve)}</button>
    <button type="submit" name="action" value="refuse">${escapeHtml(text.refuse)}</button>
  </div>
</form>`;
  return page({ title: text.kakaoPageTitle, accent: KAKAO_ACCENT, body });
}

/** After the choice on the phone page, or for a request that is gone. */
export function kakaoOutcomePage(outcome: 'approved' | 'refused' | 'gone'): HtmlAnswer {
  const message = outcome === 'approved' ? text.approved : outcome === 'refused' ? text.refused : text.closed;
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.kakaoHeading)}</h1>
<p role="${outcome === 'gone' ? 'alert' : 'status'}">${escapeHtml(message)}</p>`;
  return page({ title: text.kakaoPageTitle, accent: KAKAO_ACCENT, body });
}

/** Shown instead of redirecting when the client or its callback is not the registered one. */
export function invalidRequestPage(): HtmlAnswer {
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.errorTitle)}</h1>
<p role="alert">${escapeHtml(text.invalidRequest)}</p>
<p><a href="/">${escapeHtml(text.home)}</a></p>`;
  return page({ title: text.errorTitle, accent: PASS_ACCENT, body });
}
