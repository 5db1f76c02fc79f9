import type { TPaymentReady } from '@sogon/contract/schemas/payments';

/** Where the result page sends the member after a successful charge (a same-site path). */
export const CHARGE_RETURN_KEY = 'sogon_charge_return';

/**
 * Takes the browser to the gateway's payment window the way its manual says: a real form POST
 * of the signed hidden fields, so the gateway sees an ordinary top-level navigation.
 */
export function submitToGateway(
  ready: Pick<TPaymentReady, 'action' | 'fields'>,
  doc: Document = document,
): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = ready.action;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(ready.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
