/**
 * One casino tab after paying. The checkout opens in a tab of its own (seed §4, except on iOS)
 * and, once paid, the provider sends that tab to the casino's return address: a second casino
 * tab. So the tab that lands there first asks whether the tab that opened the checkout is still
 * open; if it answers, the landing tab hands over and closes itself, and the player is back in
 * the tab they came from, which refreshes. Nobody answers (the opening tab was closed, or the
 * checkout ran in this very tab, as on iOS): the landing tab simply stays.
 *
 * The question goes over a BroadcastChannel, which reaches only this origin's tabs in this
 * browser profile, whatever the provider's pages do with `window.opener`.
 */
export const channelName = 'sorte.checkout-return';

/** Seed §2: `model=Paymodel` in the address (the checkout's return) closes the deposit drawer. */
export const payModelMarker = { name: 'model', value: 'Paymodel' } as const;

/** Whether this page is the casino's return address, where a checkout sends the player back. */
export function isCheckoutReturnAddress(search: string): boolean {
  return new URLSearchParams(search).get(payModelMarker.name) === payModelMarker.value;
}

export type CheckoutReturnMessage =
  { type: 'landed'; id: string } | { type: 'opener-here'; id: string };

export function isCheckoutReturnMessage(value: unknown): value is CheckoutReturnMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Partial<Record<keyof CheckoutReturnMessage, unknown>>;
  return (
    (message.type === 'landed' || message.type === 'opener-here') && typeof message.id === 'string'
  );
}

export function channelsWork(): boolean {
  return typeof globalThis.BroadcastChannel === 'function';
}

/** Open while a checkout this tab opened is out; it answers the tab the player lands in. */
let listening: BroadcastChannel | null = null;
const returnListeners = new Set<() => void>();

/**
 * This tab has just opened a checkout in a new tab: it will answer when the player lands back
 * on the casino there (once), and tell its return listeners.
 */
export function expectCheckoutReturn(): void {
  if (listening || !channelsWork()) return;
  const channel = new BroadcastChannel(channelName);
  listening = channel;
  channel.onmessage = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (!isCheckoutReturnMessage(message) || message.type !== 'landed') return;
    channel.postMessage({ type: 'opener-here', id: message.id } satisfies CheckoutReturnMessage);
    stopExpectingCheckoutReturn();
    // Browsers mostly leave focus to the tab that closes; asking costs nothing where they allow it.
    globalThis.focus?.();
    for (const listener of returnListeners) listener();
  };
}

export function stopExpectingCheckoutReturn(): void {
  listening?.close();
  listening = null;
}

/** Called in the opening tab when the player comes back from a checkout it opened. */
export function onCheckoutReturn(listener: () => void): () => void {
  returnListeners.add(listener);
  return () => returnListeners.delete(listener);
}
