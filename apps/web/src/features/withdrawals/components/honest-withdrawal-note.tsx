import { ShieldIcon } from '../../../components/ui/page-icons';
import { useTranslate } from '../../../lib/i18n';
import './honest-withdrawal-note.css';

/**
 * PRODUCT.md §3.4, said to the player in plain words, first on the withdrawal page. The page's
 * first screen draws it before the app runs (first-screen/page-first-screens.ts): keep the two alike.
 */
export function HonestWithdrawalNote() {
  const t = useTranslate();
  return (
    <p className="honest-note">
      <ShieldIcon className="honest-note__icon" />
      <span className="honest-note__text">{t('security.honest')}</span>
    </p>
  );
}
