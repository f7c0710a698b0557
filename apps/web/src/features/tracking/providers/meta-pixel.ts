import { trackingProviderSpecs } from '@sorte/contracts/tracking';
import { decimalAmount } from '@sorte/money';
import type { TrackingEvent, TrackingProvider } from '../tracking-event';
import type { LoadScript } from './load-script';

/**
 * Meta's `fbq` as its script expects to find it on the page: calls made before the script has run
 * wait in `queue`; once it runs it sets `callMethod` and takes them (and every later call).
 */
export interface MetaQueue {
  (...args: unknown[]): void;
  queue: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  push: MetaQueue;
  loaded: boolean;
  version: string;
}

export interface MetaPixelHost {
  fbq?: MetaQueue;
  _fbq?: MetaQueue;
}

function installQueue(host: MetaPixelHost): MetaQueue {
  if (host.fbq) return host.fbq;
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as MetaQueue;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  host.fbq = fbq;
  host._fbq = fbq;
  return fbq;
}

/**
 * The Meta pixel, started only after the player consents: loads Meta's script, then reports a
 * sign-in (`CompleteRegistration` for a new account, else the custom `Login`) and a paid deposit
 * (`Purchase` with its exact amount and currency, the order id as the event id so Meta counts a
 * repeated report once). Automatic event detection is switched off: the pixel sends what the
 * banner says and nothing it would find on the page by itself. No page view is sent.
 */
export async function startMetaPixel(input: {
  pixelId: string;
  loadScript: LoadScript;
  host?: MetaPixelHost;
}): Promise<TrackingProvider> {
  const host = input.host ?? (globalThis as MetaPixelHost);
  const fbq = installQueue(host);
  fbq('set', 'autoConfig', false, input.pixelId);
  fbq('init', input.pixelId);
  await input.loadScript(trackingProviderSpecs['meta-pixel'].scriptUrl);
  return {
    send(event: TrackingEvent) {
      if (event.kind === 'login') {
        if (event.newPlayer) fbq('track', 'CompleteRegistration');
        else fbq('trackCustom', 'Login');
        return;
      }
      fbq(
        'track',
        'Purchase',
        {
          value: decimalAmount(event.amountMinor, event.currency),
          currency: event.currency,
          first_deposit: event.firstDeposit,
        },
        { eventID: event.orderId },
      );
    },
  };
}
