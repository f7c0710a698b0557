import { expectCheckoutReturn } from '../../../lib/checkout-return';

/** iPhones and iPads (also iPads that call themselves Macs) block a tab opened after a request. */
export function isIos(navigatorLike: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigatorLike.userAgent) ||
    (/Macintosh/.test(navigatorLike.userAgent) && navigatorLike.maxTouchPoints > 1)
  );
}

/**
 * Seed §4: the payment page opens in the same tab on iOS, in a new tab elsewhere. The new tab is
 * opened during the tap (a tab opened after the order request returns would be blocked as a
 * popup) and sent to the payment page when it is known; it is closed if the order fails. Back
 * from the checkout, that tab gives the player back to this one (lib/checkout-return).
 */
export function preparePayPage(): { go: (payUrl: string) => void; cancel: () => void } {
  const sameTab = isIos(globalThis.navigator);
  const tab = sameTab ? null : globalThis.open('', '_blank');
  return {
    go: (payUrl) => {
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = payUrl;
        // The checkout sends that tab back to the casino when paid; it hands over to this one.
        expectCheckoutReturn();
      } else {
        globalThis.location.assign(payUrl);
      }
    },
    cancel: () => tab?.close(),
  };
}
