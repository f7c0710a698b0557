import type { PaymentMethod } from '@sorte/contracts';
import type { MarketCode } from '@sorte/markets';

/** How players of each market pay: PIX in Brazil, SPEI in Mexico, an e-wallet elsewhere. */
const methodByMarket: Record<MarketCode, PaymentMethod> = {
  BR: 'pix',
  MX: 'spei',
  PH: 'ewallet',
  NG: 'ewallet',
  ID: 'ewallet',
  VN: 'ewallet',
  TH: 'ewallet',
  EG: 'ewallet',
};

export function paymentMethodFor(market: MarketCode): PaymentMethod {
  return methodByMarket[market];
}
