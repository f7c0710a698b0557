import { ShieldIcon } from '../../../components/ui/page-icons';
import { useTranslate } from '../../../lib/i18n';
import './honest-withdrawal-note.css';

/** PRODUCT.md §3.4, said to the player in plain words. */
export function HonestWithdrawalNote() {
  const t = useTranslate();
  return (
    <p className="honest-note">
      <ShieldIcon className="honest-note__icon" />
      <span>{t('security.honest')}</span>
    </p>
  );
}
