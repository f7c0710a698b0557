/**
 * The landing tab's half of the checkout's return (checkout-return.ts): loaded only by a tab that
 * landed on the return address, so no other start-up carries it.
 */
import { channelName, channelsWork, isCheckoutReturnMessage } from './checkout-return';
import type { CheckoutReturnMessage } from './checkout-return';

/**
 * How long a landing tab waits for the opening tab before it starts as usual: a live tab answers
 * within milliseconds, and the wait runs alongside start-up's own first request.
 */
const answerWaitMsDefault = 500;

/** Matches an answer to its question; getRandomValues works outside secure contexts too. */
function randomId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * In a tab that landed on the return address: whether the tab that opened the checkout is
 * still open and has taken the player back (then this tab may close).
 */
export function handOverToOpeningTab(answerWaitMs = answerWaitMsDefault): Promise<boolean> {
  if (!channelsWork()) return Promise.resolve(false);
  const channel = new BroadcastChannel(channelName);
  const id = randomId();
  return new Promise((resolve) => {
    const finish = (answered: boolean) => {
      clearTimeout(timer);
      channel.close();
      resolve(answered);
    };
    const timer = setTimeout(() => finish(false), answerWaitMs);
    channel.onmessage = (event: MessageEvent) => {
      const message: unknown = event.data;
      if (isCheckoutReturnMessage(message) && message.type === 'opener-here' && message.id === id) {
        finish(true);
      }
    };
    channel.postMessage({ type: 'landed', id } satisfies CheckoutReturnMessage);
  });
}
