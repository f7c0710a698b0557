import type { Language } from '@sorte/words/languages';
import type { CheckoutCopy } from '@sorte/words/psp';

/** Everything a checkout page shows, read from the charge and the configuration. */
export interface CheckoutPageModel {
  chargeId: string;
  merchantOrderId: string;
  method: 'pix' | 'ewallet' | 'spei';
  state: 'pending' | 'processing' | 'paid' | 'expired';
  language: Language;
  copy: CheckoutCopy;
  merchantName: string;
  /** Formatted for the player: "R$ 50,00". */
  amountText: string;
  /** The amount as a bank app takes it, without the sign: "50,00". */
  amountPlain: string;
  expiresAt: Date;
  /** Seconds left when the page was drawn, so the first paint shows the right countdown. */
  secondsLeft: number;
  returnUrl: string;
  sandbox: boolean;
  pix?: { brCode: string; qrSvg: string };
  spei?: { clabe: string; reference: string };
}
