import type { PayoutDestination, PayoutFailureReason } from '@sorte/contracts';
import { isValidClabe, isValidCpf, parseEmvQr, passesLuhn } from '@sorte/markets';

export type PayoutOutcome = { status: 'paid' } | { status: 'failed'; reason: PayoutFailureReason };

const brazilPhoneKey = /^\+55\d{10,11}$/;
const emailKey = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const randomKey = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const philippineMobile = /^(09|\+639)\d{9}$/;
const internationalMobile = /^\+\d{8,15}$/;
const bankAccount = /^(\d[\d-]*\d|\d)$|^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$|^\+\d{8,15}$/;

/**
 * What the (simulated) bank answers a payout: a destination that cannot exist fails as
 * `invalid_destination` (the player fixes the key and tries again), and so does one that mentions
 * the magic word "wrong" (a well-formed key nobody holds); one that mentions "fail" is refused as
 * `rejected_by_bank`. Both words let a tester reach those endings on purpose; anything else is
 * paid.
 */
export function decidePayoutOutcome(destination: PayoutDestination): PayoutOutcome {
  if (!isWellFormed(destination)) return { status: 'failed', reason: 'invalid_destination' };
  const words = Object.values(destination).join(' ');
  if (/wrong/i.test(words)) return { status: 'failed', reason: 'invalid_destination' };
  if (/fail/i.test(words)) return { status: 'failed', reason: 'rejected_by_bank' };
  return { status: 'paid' };
}

function isWellFormed(destination: PayoutDestination): boolean {
  switch (destination.type) {
    case 'pix':
      return isWellFormedPixKey(destination.keyType, destination.key);
    case 'bank':
      // An account number, an IBAN or (for PromptPay) a phone number, at a named bank.
      return (
        /^[A-Za-z0-9]{2,20}$/.test(destination.bankCode) &&
        bankAccount.test(destination.account) &&
        destination.holderName.trim() !== ''
      );
    case 'clabe':
      return isValidClabe(destination.clabe);
    case 'card':
      return passesLuhn(destination.card);
    case 'qr':
      return parseEmvQr(destination.code) !== null;
    case 'ewallet':
      return (
        destination.provider.trim() !== '' &&
        (philippineMobile.test(destination.account) ||
          internationalMobile.test(destination.account))
      );
  }
}

function isWellFormedPixKey(keyType: 'cpf' | 'phone' | 'email' | 'random', key: string): boolean {
  switch (keyType) {
    case 'cpf':
      return isValidCpf(key);
    case 'phone':
      return brazilPhoneKey.test(key);
    case 'email':
      return emailKey.test(key);
    case 'random':
      return randomKey.test(key);
  }
}
