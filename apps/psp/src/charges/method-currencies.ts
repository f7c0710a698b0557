import type { PaymentMethod } from '@sorte/contracts';
import type { CurrencyCode } from '@sorte/money';

/**
 * The currencies each method settles in: PIX in reais, SPEI in Mexican pesos; e-wallets in the
 * currency of the market they serve (the Philippines, and the casino's other e-wallet markets).
 */
export const currenciesOfMethod: Readonly<Record<PaymentMethod, readonly CurrencyCode[]>> = {
  pix: ['BRL'],
  spei: ['MXN'],
  ewallet: ['PHP', 'NGN', 'IDR', 'VND', 'THB', 'EGP'],
};
