import { BANKS } from '@sogon/contract/banks';
import { settlementTexts } from '@sogon/contract/messages/settlement';
import { BANK_SANDBOX_PATH } from '#api/adapters/bank/select';
import { escapeHtml, type HtmlAnswer, sandboxPage } from '#api/modules/oauth-sandbox';

const text = settlementTexts.sandboxBank;
const ACCENT = '#0f766e';

function input(id: string, label: string, value: string, pattern: string): string {
  return `<div class="field">
  <label for="${id}">${escapeHtml(label)}</label>
  <input id="${id}" name="${id}" type="text" inputmode="numeric" pattern="${pattern}" value="${escapeHtml(value)}" required>
</div>`;
}

/** The sandbox bank's page: open a test account (and what was just opened, or what was wrong). */
export function accountsPage(input_: {
  values?: Partial<Record<'bankCode' | 'accountNumber' | 'holderName' | 'birthDate', string>>;
  opened?: string;
  error?: boolean;
}): HtmlAnswer {
  const values = input_.values ?? {};
  const options = Object.entries(BANKS)
    .map(
      ([code, name]) =>
        `<option value="${code}"${values.bankCode === code ? ' selected' : ''}>${escapeHtml(name)} (${code})</option>`,
    )
    .join('');
  const status = input_.opened
    ? `<p role="status">${escapeHtml(input_.opened)}</p>`
    : input_.error
      ? `<p class="error" role="alert">${escapeHtml(text.invalid)}</p>`
      : '';
  const body = `<p class="badge">${escapeHtml(text.badge)}</p>
<h1 id="title">${escapeHtml(text.heading)}</h1>
<p>${escapeHtml(text.notice)}</p>
${status}
<form method="post" action="${BANK_SANDBOX_PATH}/accounts">
  <div class="field">
    <label for="bankCode">${escapeHtml(text.bank)}</label>
    <select id="bankCode" name="bankCode" required>${options}</select>
  </div>
  ${input('accountNumber', text.accountNumber, values.accountNumber ?? '', '[0-9]{10,16}')}
  <div class="field">
    <label for="holderName">${escapeHtml(text.holderName)}</label>
    <input id="holderName" name="holderName" type="text" autocomplete="name" value="${escapeHtml(values.holderName ?? '')}" required>
  </div>
  ${input('birthDate', text.birthDate, values.birthDate ?? '', '[0-9]{6}')}
  <div class="actions"><button type="submit">${escapeHtml(text.submit)}</button></div>
</form>`;
  return sandboxPage({ title: text.pageTitle, accent: ACCENT, body });
}
