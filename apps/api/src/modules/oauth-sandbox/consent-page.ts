import { randomBytes } from 'node:crypto';
import { snsTexts } from '@sogon/contract/messages/sns';
import type { SnsProvider } from '@sogon/contract/schemas/user';
import { SANDBOX_PATH } from '#api/adapters/oauth/sandbox-client';
import type { AuthorizeRequest } from './grants.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Every value a request can influence passes through here before it reaches the page. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (char) => ESCAPES[char] ?? char);
}

const BRAND: Record<SnsProvider, string> = { google: '#4285f4', kakao: '#fee500', naver: '#03c75a' };

export interface HtmlAnswer {
  html: string;
  headers: Record<string, string>;
}

/** A sandbox provider's page: its own CSP (styles by nonce, forms to `formTarget`), never cached. */
export function sandboxPage(input: {
  title: string;
  accent: string;
  body: string;
  formTarget?: string;
}): HtmlAnswer {
  const nonce = randomBytes(16).toString('base64');
  const formAction = ["'self'", input.formTarget ? new URL(input.formTarget).origin : ''].join(' ').trim();
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
  main{max-width:26rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;border-top:.375rem solid ${input.accent};box-shadow:0 1px 3px rgba(0,0,0,.12)}
  .badge{display:inline-block;margin:0 0 .75rem;padding:.125rem .625rem;border-radius:999px;background:#fff7ed;color:#9a3412;border:1px solid #9a3412;font-size:.875rem;font-weight:700}
  h1{font-size:1.25rem;margin:0 0 .5rem}
  p{margin:0 0 1rem}
  .field{margin:0 0 1rem}
  label{display:block;font-weight:600;margin-bottom:.25rem}
  input[type=text],input[type=email],select{width:100%;padding:.625rem .75rem;font-size:1rem;border:1px solid #6b7280;border-radius:.5rem}
  input[aria-invalid=true]{border-color:#b91c1c}
  .check{display:flex;gap:.5rem;align-items:flex-start}
  .check input{margin:.3rem 0 0;width:1.125rem;height:1.125rem}
  .check label{font-weight:400;margin:0}
  .hint{font-size:.875rem;color:#4b5563;margin:.125rem 0 0}
  .error{color:#b91c1c;font-size:.875rem;margin:.25rem 0 0}
  .consent{font-size:.875rem;color:#374151}
  .actions{display:flex;gap:.75rem;align-items:center;flex-wrap:wrap}
  button{padding:.75rem 1.25rem;font-size:1rem;font-weight:700;border:0;border-radius:.5rem;background:#111827;color:#fff;cursor:pointer}
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
      'content-security-policy': `default-src 'none'; style-src 'nonce-${nonce}'; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    },
  };
}

function field(input: {
  id: 'nickname' | 'email';
  label: string;
  type: 'text' | 'email';
  value: string;
  autocomplete: string;
  error?: string;
}): string {
  const described = input.error ? ` aria-invalid="true" aria-describedby="${input.id}-error"` : '';
  const error = input.error
    ? `\n  <p class="error" id="${input.id}-error">${escapeHtml(input.error)}</p>`
    : '';
  return `<div class="field">
  <label for="${input.id}">${escapeHtml(input.label)}</label>
  <input id="${input.id}" name="${input.id}" type="${input.type}" value="${escapeHtml(input.value)}" autocomplete="${input.autocomplete}" required${described}>${error}
</div>`;
}

/**
 * Google and Kakao say whether they verified the address; the tester can make one they did not
 * (off unless ticked, so the page reads and works as before). Naver gives out verified ones only.
 */
function unverifiedChoice(provider: SnsProvider, checked: boolean): string {
  if (provider === 'naver') return '';
  const text = snsTexts.sandbox;
  return `<div class="field check">
  <input id="email_unverified" name="email_unverified" type="checkbox" value="1" aria-describedby="email_unverified-hint"${checked ? ' checked' : ''}>
  <div>
    <label for="email_unverified">${escapeHtml(text.emailUnverified)}</label>
    <p class="hint" id="email_unverified-hint">${escapeHtml(text.emailUnverifiedHint)}</p>
  </div>
</div>`;
}

/** The sandbox's consent screen: who you will be, what the site receives, agree or cancel. */
export function consentPage(input: {
  provider: SnsProvider;
  request: AuthorizeRequest;
  identity: { name: string; email: string; emailUnverified: boolean };
  cancelUrl: string;
  errors?: { nickname?: string; email?: string };
}): HtmlAnswer {
  const text = snsTexts.sandbox;
  const providerName = snsTexts.providerName[input.provider];
  // The accepted request travels on with the form, only the parameters the client sent.
  const hidden: Record<string, string | undefined> = {
    client_id: input.request.clientId,
    redirect_uri: input.request.redirectUri,
    response_type: 'code',
    state: input.request.state,
    code_challenge: input.request.codeChallenge,
    code_challenge_method: input.request.codeChallengeMethod,
    scope: input.request.scope,
    nonce: input.request.nonce,
  };
  const hiddenFields = Object.entries(hidden)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n  ');
  const errors = input.errors ?? {};
  const summary =
    errors.nickname || errors.email
      ? `<p class="error" role="alert">${escapeHtml([errors.nickname, errors.email].filter(Boolean).join(' '))}</p>`
      : '';
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.heading(providerName))}</h1>
<p>${escapeHtml(text.notice(providerName))}</p>
${summary}
<form method="post" action="${SANDBOX_PATH}/${input.provider}/authorize">
  ${hiddenFields}
  ${field({ id: 'nickname', label: text.nickname, type: 'text', value: input.identity.name, autocomplete: 'name', error: errors.nickname })}
  ${field({ id: 'email', label: text.email, type: 'email', value: input.identity.email, autocomplete: 'email', error: errors.email })}
  ${unverifiedChoice(input.provider, input.identity.emailUnverified)}
  <p class="consent">${escapeHtml(text.consent)}</p>
  <div class="actions">
    <button type="submit">${escapeHtml(text.submit)}</button>
    <a href="${escapeHtml(input.cancelUrl)}">${escapeHtml(text.cancel)}</a>
  </div>
</form>`;
  return sandboxPage({
    title: text.pageTitle(providerName),
    accent: BRAND[input.provider],
    body,
    formTarget: input.request.redirectUri,
  });
}

/** Shown instead of redirecting when the client or its callback is not the registered one. */
export function invalidRequestPage(provider: SnsProvider): HtmlAnswer {
  const text = snsTexts.sandbox;
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.errorTitle)}</h1>
<p role="alert">${escapeHtml(text.invalidClient)}</p>
<p><a href="/">${escapeHtml(text.home)}</a></p>`;
  return sandboxPage({ title: text.errorTitle, accent: BRAND[provider], body });
}
