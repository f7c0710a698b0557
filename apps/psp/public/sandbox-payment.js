/* global HTMLButtonElement, HTMLElement */

/** @typedef {import('./watch-status.js').CheckoutState} CheckoutState */

/**
 * Asks the sandbox to take the player's payment. Answers the page state that follows, or
 * 'failed' when the payment could not be made (the page says so and the button works again).
 * @param {string} url
 * @param {Record<string, string>} body
 * @returns {Promise<CheckoutState | 'failed'>}
 */
export async function submitSandboxPayment(url, body) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    /** @type {{ status?: unknown, error?: { code?: unknown } } | null} */
    const answer = await response.json().catch(() => null);
    if (response.ok) return answer?.status === 'paid' ? 'paid' : 'processing';
    const code = answer?.error?.code;
    if (code === 'charge_paid') return 'paid';
    if (code === 'charge_expired') return 'expired';
    if (code === 'payment_in_progress') return 'processing';
    return 'failed';
  } catch {
    return 'failed';
  }
}

/**
 * Runs one payment from a button or form: busy while it runs, the error shown if it fails.
 * @param {HTMLElement} container where the `[data-pay-error]` message lives
 * @param {HTMLButtonElement} button
 * @param {string} url
 * @param {Record<string, string>} body
 * @param {(state: CheckoutState) => void} onState
 */
export async function payFrom(container, button, url, body, onState) {
  const error = container.querySelector('[data-pay-error]');
  if (error instanceof HTMLElement) error.hidden = true;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  const outcome = await submitSandboxPayment(url, body);
  button.disabled = false;
  button.removeAttribute('aria-busy');
  if (outcome === 'failed') {
    if (error instanceof HTMLElement) error.hidden = false;
    return;
  }
  onState(outcome);
}

/**
 * The PIX and SPEI pages' "pay now (sandbox)" buttons.
 * @param {HTMLElement} root
 * @param {string} url
 * @param {(state: CheckoutState) => void} onState
 */
export function wirePayButtons(root, url, onState) {
  for (const button of root.querySelectorAll('[data-sandbox-pay]')) {
    if (!(button instanceof HTMLButtonElement)) continue;
    const container = button.parentElement ?? root;
    button.addEventListener('click', () => void payFrom(container, button, url, {}, onState));
    // Rendered disabled: a tap before this script had run would have been lost without a word.
    button.disabled = false;
  }
}
