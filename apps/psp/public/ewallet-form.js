/* global HTMLFormElement, HTMLInputElement, HTMLButtonElement, HTMLElement */
import { payFrom } from './sandbox-payment.js';

/** A Philippine mobile number as players write it: 09 and nine more digits. */
const mobilePattern = /^09\d{9}$/;

/**
 * The e-wallet form: a wallet must be chosen and the mobile number well formed before the
 * (sandbox) payment is asked for.
 * @param {HTMLElement} root
 * @param {string} url
 * @param {(state: import('./watch-status.js').CheckoutState) => void} onState
 */
export function wireEwalletForm(root, url, onState) {
  const form = root.querySelector('[data-ewallet-form]');
  if (!(form instanceof HTMLFormElement)) return;
  const mobile = form.elements.namedItem('mobileNumber');
  const mobileError = form.querySelector('[data-mobile-error]');
  const walletError = form.querySelector('[data-wallet-error]');
  const button = form.querySelector('button[type="submit"]');
  if (!(mobile instanceof HTMLInputElement)) return;

  const showError = (/** @type {Element | null} */ element, /** @type {boolean} */ shown) => {
    if (element instanceof HTMLElement) element.hidden = !shown;
  };

  // Digits only, as the player types: spaces and dashes from a pasted number are dropped.
  mobile.addEventListener('input', () => {
    const digits = mobile.value.replace(/\D/g, '').slice(0, 11);
    if (digits !== mobile.value) mobile.value = digits;
    if (mobilePattern.test(digits)) {
      mobile.removeAttribute('aria-invalid');
      showError(mobileError, false);
    }
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const chosen = form.querySelector('input[name="wallet"]:checked');
    const wallet = chosen instanceof HTMLInputElement ? chosen.value : '';
    const mobileValid = mobilePattern.test(mobile.value);
    showError(walletError, wallet === '');
    showError(mobileError, !mobileValid);
    if (mobileValid) mobile.removeAttribute('aria-invalid');
    else {
      mobile.setAttribute('aria-invalid', 'true');
      mobile.focus();
    }
    if (wallet === '' || !mobileValid || !(button instanceof HTMLButtonElement)) return;
    void payFrom(form, button, url, { wallet, mobileNumber: mobile.value }, onState);
  });
  // Rendered disabled: a submit before this script had run would have reloaded the page.
  if (button instanceof HTMLButtonElement) button.disabled = false;
}
