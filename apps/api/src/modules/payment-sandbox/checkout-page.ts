import { randomBytes } from 'node:crypto';
import { paymentTexts } from '@sogon/contract/messages/payments';
import { PAYMENT_SANDBOX_PATH } from '#api/adapters/payments/sandbox-client';
import type { PayMethod } from '#api/db/schema/index';
import { escapeHtml, type HtmlAnswer } from '#api/modules/oauth-sandbox';
import { SANDBOX_TELECOMS, type SandboxChargeback, type SandboxCheckout } from './gateway.ts';

const text = paymentTexts.sandbox;
const METHODS: PayMethod[] = ['card', 'phone', 'bank'];

function page(input: { title: string; body: string; formTargets?: string[] }): HtmlAnswer {
  const nonce = randomBytes(16).toString('base64');
  // A form post is followed by a redirect back to the site; form-action must allow both.
  const origins = new Set(["'self'", ...(input.formTargets ?? []).map((url) => new URL(url).origin)]);
  const html = `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(input.title)}</title>
<style nonce="${nonce}">
  *{box-sizing:border-box}
  body{margin:0;font-family:system-ui,-apple-system,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;background:#eef2f7;color:#111827;line-height:1.6}
  main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;border-top:.375rem solid #e4002b;box-shadow:0 1px 3px rgba(0,0,0,.12)}
  .badge{display:inline-block;margin:0 0 .75rem;padding:.125rem .625rem;border-radius:999px;background:#fff7ed;color:#9a3412;border:1px solid #9a3412;font-size:.875rem;font-weight:700}
  h1{font-size:1.25rem;margin:0 0 .5rem}
  p{margin:0 0 1rem}
  dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1rem;padding:.75rem 1rem;background:#f9fafb;border-radius:.5rem}
  dt{font-weight:600;color:#374151}
  dd{margin:0}
  .amount{font-size:1.25rem;font-weight:800}
  fieldset{border:1px solid #9ca3af;border-radius:.5rem;margin:0 0 1rem;padding:.5rem 1rem .75rem}
  legend{font-weight:700;padding:0 .25rem}
  .choice{display:flex;align-items:center;gap:.5rem;min-height:2.5rem}
  .choice input{width:1.25rem;height:1.25rem}
  .field{margin:0 0 1rem}
  label{font-weight:600}
  input[type=text],input:not([type]){display:block;width:100%;margin-top:.25rem;padding:.5rem;font-size:1rem;border:1px solid #6b7280;border-radius:.5rem}
  select{display:block;width:100%;margin-top:.25rem;padding:.5rem;font-size:1rem;border:1px solid #6b7280;border-radius:.5rem;background:#fff}
  .hint{font-size:.875rem;color:#4b5563}
  .actions{display:grid;grid-template-columns:1fr 1fr;gap:.5rem}
  button{min-height:2.75rem;padding:.5rem 1rem;font-size:1rem;font-weight:700;border:1px solid #111827;border-radius:.5rem;background:#fff;color:#111827;cursor:pointer}
  button.wide{grid-column:1 / -1}
  button.primary{grid-column:1 / -1;background:#e4002b;border-color:#e4002b;color:#fff}
  .error{color:#b91c1c}
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

/** The sandbox's payment window: what is bought, for how much, how to pay, and the outcomes. */
export function checkoutPage(input: { session: string; checkout: SandboxCheckout }): HtmlAnswer {
  const { checkout } = input;
  const methods = METHODS.map(
    (method) =>
      `<label class="choice"><input type="radio" name="method" value="${method}"${method === checkout.payMethod ? ' checked' : ''}> ${escapeHtml(paymentTexts.methods[method])}</label>`,
  ).join('\n    ');
  const telecoms = SANDBOX_TELECOMS.map(
    (code) => `<option value="${code}">${escapeHtml(text.telecoms[code] ?? code)}</option>`,
  ).join('');
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.notice)}</p>
<dl>
  <dt>${escapeHtml(text.merchant)}</dt><dd>${escapeHtml(checkout.merchantName)}</dd>
  <dt>${escapeHtml(text.product)}</dt><dd>${escapeHtml(checkout.productName)}</dd>
  <dt>${escapeHtml(text.amount)}</dt><dd class="amount">${escapeHtml(paymentTexts.won(checkout.amount))}</dd>
</dl>
<form method="post" action="${PAYMENT_SANDBOX_PATH}/settlebank/pay" aria-describedby="actions-hint">
  <input type="hidden" name="session" value="${escapeHtml(input.session)}">
  <fieldset>
    <legend>${escapeHtml(text.method)}</legend>
    ${methods}
  </fieldset>
  <div class="field">
    <label for="telecomCd">${escapeHtml(text.telecom)}</label>
    <select id="telecomCd" name="telecomCd">${telecoms}</select>
  </div>
  <p class="hint" id="actions-hint">${escapeHtml(text.actionsHint)}</p>
  <div class="actions">
    <button type="submit" name="action" value="approve" class="primary">${escapeHtml(text.approve)}</button>
    <button type="submit" name="action" value="decline">${escapeHtml(text.decline)}</button>
    <button type="submit" name="action" value="cancel">${escapeHtml(text.cancel)}</button>
    <button type="submit" name="action" value="timeout">${escapeHtml(text.timeout)}</button>
  </div>
</form>`;
  return page({
    title: text.pageTitle,
    body,
    formTargets: [checkout.nextUrl, checkout.cancUrl],
  });
}

/** Shown instead of a checkout when the request's signature or merchant does not check out. */
export function invalidCheckoutPage(): HtmlAnswer {
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.errorTitle)}</h1>
<p class="error" role="alert">${escapeHtml(text.invalidRequest)}</p>
<p><a href="/">${escapeHtml(text.home)}</a></p>`;
  return page({ title: text.errorTitle, body });
}

const CHARGEBACK_FAILURES: Record<Exclude<SandboxChargeback, { ok: true }>['reason'], string> = {
  unknown: text.chargebackUnknown,
  'nothing-left': text.chargebackNothingLeft,
  'no-noti-url': text.chargebackNoNotiUrl,
  'nothing-sent': text.chargebackNothingSent,
};

/**
 * The tester's page of the gateway's own cancels (a chargeback): a paid transaction's number and
 * a reason; after a cancel, what it did and what our notification URL answered, with a button
 * that sends the same notice again (the gateway's retry).
 */
export function chargebackPage(
  input: { transactionId?: string; done?: SandboxChargeback; resent?: boolean } = {},
): HtmlAnswer {
  const { done } = input;
  const outcome = !done
    ? ''
    : done.ok
      ? `<p role="status">${escapeHtml(input.resent ? text.chargebackResent : text.chargebackDone(done.amount))}</p>
<p role="status">${escapeHtml(text.chargebackAnswer(done.answer))}</p>`
      : `<p class="error" role="alert">${escapeHtml(CHARGEBACK_FAILURES[done.reason])}</p>`;
  const reasons = Object.entries(text.chargebackReasons)
    .map(
      ([value, label], index) =>
        `<label class="choice"><input type="radio" name="reason" value="${value}"${index === 0 ? ' checked' : ''}> ${escapeHtml(label)}</label>`,
    )
    .join('\n    ');
  const id = escapeHtml(input.transactionId ?? '');
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.chargebackTitle)}</h1>
<p>${escapeHtml(text.chargebackNotice)}</p>
${outcome}
<form method="post" action="${PAYMENT_SANDBOX_PATH}/settlebank/chargeback">
  <div class="field">
    <label for="trdNo">${escapeHtml(text.chargebackTransaction)}</label>
    <input id="trdNo" name="trdNo" value="${id}" required maxlength="60" autocomplete="off">
  </div>
  <fieldset>
    <legend>${escapeHtml(text.chargebackReason)}</legend>
    ${reasons}
  </fieldset>
  <div class="actions">
    <button type="submit" name="action" value="cancel" class="primary">${escapeHtml(text.chargebackSubmit)}</button>
    <button type="submit" name="action" value="resend" class="wide">${escapeHtml(text.chargebackResend)}</button>
  </div>
</form>`;
  return page({ title: text.chargebackTitle, body });
}
