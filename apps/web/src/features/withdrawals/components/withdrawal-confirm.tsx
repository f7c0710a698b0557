import type { WithdrawalQuote } from '@sorte/markets';
import { ConfirmDialog } from '../../../components/ui/sheet-dialog';
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
  return (
    <ConfirmDialog
      title={t('security.confirmTitle')}
      cancelLabel={t('security.confirmBack')}
      confirmLabel={t('security.confirm')}
      onCancel={onBack}
      onConfirm={onConfirm}
      sending={sending}
      testId="withdraw-confirm"
      confirmTestId="withdraw-confirm-button"
    >
      <WithdrawalQuoteRows quote={quote} destination={destination} money={money} />
      <p className="sheet__note">{t('security.confirmNote')}</p>
    </ConfirmDialog>
  );
}
