/* global setInterval, clearInterval, performance */

/**
 * Counts down the time left to pay, as mm:ss. It counts from the seconds the server computed when
 * drawing the page, so a phone whose clock is wrong still shows the right time.
 * @param {HTMLElement} element
 * @param {number} secondsLeft
 * @param {() => void} onZero
 */
export function startCountdown(element, secondsLeft, onZero) {
  const startedAt = performance.now();
  const tick = () => {
    const elapsedSeconds = Math.floor((performance.now() - startedAt) / 1000);
    const left = Math.max(0, secondsLeft - elapsedSeconds);
    const minutes = String(Math.floor(left / 60)).padStart(2, '0');
    const seconds = String(left % 60).padStart(2, '0');
    element.textContent = `${minutes}:${seconds}`;
    if (left === 0) {
      stop();
      onZero();
    }
  };
  const timer = setInterval(tick, 1000);
  const stop = () => clearInterval(timer);
  tick();
  return { stop };
}
