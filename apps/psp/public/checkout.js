/* global document, window, HTMLElement */
// The checkout page's behaviour: a plain ES module served as is (no build step), type-checked
// through JSDoc by `npx tsc -p apps/psp/public/tsconfig.json`.
import { wireCopyButtons } from './copy-buttons.js';
import { startCountdown } from './countdown.js';
import { wireEwalletForm } from './ewallet-form.js';
import { wirePayButtons } from './sandbox-payment.js';
import { isCheckoutState, watchStatus } from './watch-status.js';

/** After "payment received", the player goes back to the casino on their own after this long. */
const redirectDelaySeconds = 3;

const root = document.getElementById('checkout');
if (root) start(root);

/** @param {HTMLElement} root */
function start(root) {
  const statusUrl = root.dataset.statusUrl ?? '';
  const payUrl = root.dataset.payUrl ?? '';
  const returnUrl = root.dataset.returnUrl ?? '';
  const initial = root.dataset.state;
  /** @type {import('./watch-status.js').CheckoutState} */
  let state = isCheckoutState(initial) ? initial : 'pending';

  const watcher = watchStatus(statusUrl, (next) => setState(next));
  const countdownElement = root.querySelector('[data-countdown]');
  const countdown =
    countdownElement instanceof HTMLElement
      ? startCountdown(countdownElement, Number(root.dataset.secondsLeft ?? '0'), () =>
          watcher.checkNow(),
        )
      : undefined;

  wireCopyButtons(root);
  wirePayButtons(root, payUrl, (next) => {
    setState(next);
    watcher.checkNow();
  });
  wireEwalletForm(root, payUrl, (next) => {
    setState(next);
    watcher.checkNow();
  });

  /** @param {import('./watch-status.js').CheckoutState} next */
  function setState(next) {
    if (next === state) return;
    state = next;
    root.dataset.state = next;
    announce(root, next);
    if (next === 'paid' || next === 'expired') {
      watcher.stop();
      countdown?.stop();
    }
    if (next === 'paid') redirectSoon(root, returnUrl);
  }

  if (state === 'paid') redirectSoon(root, returnUrl);
  if (state === 'paid' || state === 'expired') watcher.stop();
}

/**
 * Tells screen readers what happened: a panel that appears is not read out by itself.
 * @param {HTMLElement} root
 * @param {string} state
 */
function announce(root, state) {
  const title = root.querySelector(`[data-only="${state}"] .state-title`);
  const announcer = document.querySelector('[data-announcer]');
  if (title && announcer) announcer.textContent = title.textContent;
}

/**
 * @param {HTMLElement} root
 * @param {string} returnUrl
 */
function redirectSoon(root, returnUrl) {
  const note = root.querySelector('[data-redirect-note]');
  const seconds = root.querySelector('[data-redirect-seconds]');
  if (!(note instanceof HTMLElement) || !returnUrl) return;
  note.hidden = false;
  let left = redirectDelaySeconds;
  const tick = () => {
    if (seconds) seconds.textContent = String(left);
    if (left === 0) {
      window.location.assign(returnUrl);
      return;
    }
    left -= 1;
    setTimeout(tick, 1000);
  };
  tick();
}
