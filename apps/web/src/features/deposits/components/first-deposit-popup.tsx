import { formatMoney } from '@sorte/money';
import { DialogClose, useModalDialog } from '../../../components/ui/modal-dialog';
import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import type { FirstDepositOffer } from '../api/amount-list';
import './first-deposit-popup.css';
import { Button } from '../../../components/ui/button';

export interface FirstDepositPopupProps {
  /** The offer as the server says it stands for this player: shown only while it does. */
  offer: FirstDepositOffer;
  onDeposit: () => void;
  onPlay: () => void;
  onClose: () => void;
  playTitle: string;
}

/**
 * The seed's first-deposit offer, "deposit X and get Y", with its terms in view. Titled as the
 * offer it is, not the seed's "Congratulations": it follows any first game, a lost one too.
 */
export function FirstDepositPopup({
  offer,
  onDeposit,
  onPlay,
  onClose,
  playTitle,
}: FirstDepositPopupProps) {
  const t = useTranslate();
  const { currency } = useMarket();
  const dialogRef = useModalDialog();

  return (
    <dialog
      ref={dialogRef}
      className="first-deposit"
      data-testid="first-deposit-popup"
      aria-labelledby="first-deposit-title"
      onCancel={onClose}
    >
      <DialogClose label={t('firstDeposit.close')} onClose={onClose} />
      <div className="first-deposit__badge" aria-hidden="true">
        ★
      </div>
      <h2 id="first-deposit-title" className="first-deposit__title">
        {t('firstDeposit.title')}
      </h2>
      <p className="first-deposit__offer">
        {t('firstDeposit.offer', {
          deposit: formatMoney(offer.amountMinor, currency),
          credit: formatMoney(offer.arrivalMinor, currency),
        })}
      </p>
      <p className="first-deposit__terms">{t('firstDeposit.terms')}</p>
      <Button className="first-deposit__go" data-testid="first-deposit-go" onClick={onDeposit}>
        {t('firstDeposit.go')}
      </Button>
      <button type="button" className="first-deposit__play" onClick={onPlay}>
        {t('firstDeposit.play', { name: playTitle })}
      </button>
    </dialog>
  );
}
