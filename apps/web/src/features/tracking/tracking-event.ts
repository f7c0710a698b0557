import type { CurrencyCode } from '@sorte/money';

/** What the app reports, and nothing else (PRODUCT.md §3.9): a sign-in and a paid deposit. */
export type TrackingEvent =
  | { kind: 'login'; newPlayer: boolean }
  | {
      kind: 'deposit';
      /** The deposit order: the provider's event id, so a report sent twice counts once. */
      orderId: string;
      amountMinor: number;
      currency: CurrencyCode;
      firstDeposit: boolean;
    };

/** An advertising provider once its script has loaded: it takes events. */
export interface TrackingProvider {
  send(event: TrackingEvent): void;
}
