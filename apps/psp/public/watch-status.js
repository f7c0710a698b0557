/* global clearTimeout */

/** @typedef {'pending' | 'processing' | 'paid' | 'expired'} CheckoutState */

const checkoutStates = ['pending', 'processing', 'paid', 'expired'];

/**
 * @param {unknown} value
 * @returns {value is CheckoutState}
 */
export function isCheckoutState(value) {
  return typeof value === 'string' && checkoutStates.includes(value);
}

/**
 * Asks the provider for the charge's state every few seconds and reports it; a failed check (the
 * phone dropped its connection for a moment) is simply tried again at the next one.
 * @param {string} url
 * @param {(state: CheckoutState) => void} onState
 * @param {number} [intervalMs]
 */
export function watchStatus(url, onState, intervalMs = 2000) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  let stopped = false;
  let checking = false;

  const check = async () => {
    if (checking || stopped) return;
    checking = true;
    clearTimeout(timer);
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        cache: 'no-store',
      });
      if (response.ok) {
        /** @type {{ state?: unknown }} */
        const answer = await response.json();
        if (!stopped && isCheckoutState(answer.state)) onState(answer.state);
      }
    } catch {
      // Offline for a moment: the next check tries again.
    } finally {
      checking = false;
      if (!stopped) timer = setTimeout(check, intervalMs);
    }
  };
  timer = setTimeout(check, intervalMs);

  return {
    checkNow() {
      void check();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
