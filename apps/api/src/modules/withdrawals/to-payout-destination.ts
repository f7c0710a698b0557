import type { PayoutDestination } from '@sorte/contracts';
import type { PayoutChannel } from '@sorte/markets';
import type { payoutAccounts } from '../../db/schema';

type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

/** Where the provider pays a withdrawal, from the player's account on its channel. */
export function toPayoutDestination(
  account: PayoutAccountRow,
  channel: PayoutChannel,
): PayoutDestination {
  switch (channel.destinationType) {
    case 'pix':
      if (!channel.pixKeyType) throw new Error(`PIX channel ${channel.id} has no key type`);
      return { type: 'pix', keyType: channel.pixKeyType, key: account.account };
    case 'clabe':
      return { type: 'clabe', clabe: account.account };
    case 'card':
      return { type: 'card', card: account.account };
    case 'bank':
      return {
        type: 'bank',
        bankCode: account.bankCode ?? channel.bankCode ?? channel.id,
        account: account.account,
        holderName: account.holderName,
      };
    case 'ewallet':
      return {
        type: 'ewallet',
        provider: channel.provider ?? channel.id,
        account: account.account,
      };
    case 'qr':
      return { type: 'qr', code: account.account };
  }
}
