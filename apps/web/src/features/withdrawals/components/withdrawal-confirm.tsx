import type { WithdrawalQuote } from '@sorte/markets';
import { useModalDialog } from '../../../components/ui/use-modal-dialog';
import { useTranslate } from '../../../lib/i18n';
import { WithdrawalQuoteRows } from './withdrawal-quote-rows';

interface WithdrawalConfirmProps {
  quote: WithdrawalQuote;
  destination: string;
  money: (amountMinor: number) => string;
  sending: boolean;
  onConfirm: () => void;
  onBack: () => void;
}

/** The last look before the amount is held: the server's quote, and what happens if it fails. */
export function WithdrawalConfirm({
  quote,
  destination,
  money,
  sending,
  onConfirm,
  onBack,
}: WithdrawalConfirmProps) {
  const t = useTranslate();
  const dialogRef = useModalDialog();
  return (
    <dialog
      ref={dialogRef}
      className="withdraw-confirm"
      aria-labelledby="withdraw-confirm-title"
      data-testid="withdraw-confirm"
      onCancel={(event) => {
        event.preventDefault();
        onBack();
      }}
    >
      <h2 id="withdraw-confirm-title" className="withdraw-confirm__title">
        {t('security.confirmTitle')}
      </h2>
      <WithdrawalQuoteRows quote={quote} destination={destination} money={money} />
      <p className="withdraw-confirm__note">{t('security.confirmNote')}</p>
      <div className="withdraw-confirm__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t('security.confirmBack')}
        </button>
        <button
          type="button"
          className="button button--gold"
          disabled={sending}
          data-testid="withdraw-confirm-button"
          onClick={onConfirm}
        >
          {t('security.confirm')}
        </button>
      </div>
    </dialog>
  );
}
