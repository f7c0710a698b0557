import { payoutChannelLabel } from '@sorte/markets';
import { Button } from '../../../components/ui/button';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import type { PayoutAccountView } from '../api/payout-accounts';

export interface PayoutAccountRowProps {
  account: PayoutAccountView;
  selected: boolean;
  /** "Remove this account?" is asked under it. */
  asking: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onAsk: () => void;
  onKeep: () => void;
  onRemove: () => void;
}

/** One payout account: a radio to choose it, change and remove, and the question before removing. */
export function PayoutAccountRow({ account, selected, asking, ...on }: PayoutAccountRowProps) {
  const t = useTranslate();
  const market = useMarket();
  const channel = payoutChannelLabel(account.channelId, market.language);
  return (
    <div className="payout-account">
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        className={selected ? 'payout-account__pick is-selected' : 'payout-account__pick'}
        data-testid={`payout-account-${account.accountId}`}
        onClick={on.onSelect}
      >
        <span className="payout-account__radio" aria-hidden="true" />
        <span className="payout-account__text">
          <span className="payout-account__channel">{channel}</span>
          <span className="payout-account__number">{account.accountMasked}</span>
          <span className="payout-account__holder">{account.holderName}</span>
        </span>
      </button>
      <div className="payout-account__tools">
        <button
          type="button"
          className="payout-account__tool"
          data-testid={`payout-account-edit-${account.accountId}`}
          onClick={on.onEdit}
        >
          {t('security.editAccount')}
        </button>
        <button type="button" className="payout-account__tool" onClick={on.onAsk}>
          {t('security.removeAccount')}
        </button>
      </div>
      {asking ? (
        <div className="payout-account__ask" role="alertdialog" aria-live="polite">
          <p>{t('security.removeAsk', { account: `${channel} ${account.accountMasked}` })}</p>
          <div className="payout-account__ask-buttons">
            <Button variant="ghost" onClick={on.onKeep}>
              {t('security.removeKeep')}
            </Button>
            <Button variant="secondary" onClick={on.onRemove}>
              {t('security.removeConfirm')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
