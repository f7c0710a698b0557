export const firstRetryDelayMs = 1000;
export const retryDelayMaxMs = 10 * 60 * 1000;
/** After this long without a 2xx the provider stops trying and logs the event for a person. */
export const deliveryGiveUpAfterMs = 24 * 60 * 60 * 1000;

export type NextDeliveryAttempt = { kind: 'retry'; atMs: number } | { kind: 'give_up' };

/**
 * What follows a failed delivery: a retry after 1 s, 2 s, 4 s … doubling up to 10 minutes, or
 * giving up once the event is 24 hours old. `attempts` counts the attempts made so far.
 */
export function nextDeliveryAttempt(options: {
  attempts: number;
  createdAtMs: number;
  nowMs: number;
}): NextDeliveryAttempt {
  if (options.nowMs - options.createdAtMs >= deliveryGiveUpAfterMs) return { kind: 'give_up' };
  // The exponent is capped so a large attempt count cannot overflow to Infinity.
  const exponent = Math.min(Math.max(options.attempts - 1, 0), 30);
  const delayMs = Math.min(firstRetryDelayMs * 2 ** exponent, retryDelayMaxMs);
  return { kind: 'retry', atMs: options.nowMs + delayMs };
}
