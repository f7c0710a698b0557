import type { DepositOrderStatus } from '../../db/schema';
import { textsFor } from '../../i18n/messages';
import type { Language } from '../../i18n/messages';

/** Why an order is where it is, in the player's words; null when nothing needs explaining. */
export function depositReason(status: DepositOrderStatus, language: Language): string | null {
  if (status === 'failed' || status === 'review' || status === 'expired' || status === 'refunded') {
    return textsFor(language).depositReasons[status];
  }
  return null;
}
