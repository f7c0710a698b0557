import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import './risk-warning.css';

/**
 * The warning the profile asks for where an account is set up and where one signs in
 * (br-regulated, PRODUCT.md §3.10); nothing under a profile that does not. In the app's entry
 * and its words in the first screen's: on `/` it is in the app's first render, so it never
 * arrives later and pushes the games down under the player's finger.
 */
export function RiskWarning({ compact = false }: { compact?: boolean }) {
  const t = useTranslate();
  const { profile } = useMarket();
  if (!profile.riskWarningAtSignIn) return null;
  return (
    <aside
      className={compact ? 'risk-warning risk-warning--compact' : 'risk-warning'}
      aria-label={t('risk.title')}
      data-testid="risk-warning"
    >
      <span className="risk-warning__badge" aria-hidden="true">
        !
      </span>
      <p className="risk-warning__text">
        {compact ? null : <strong className="risk-warning__title">{t('risk.title')}</strong>}
        {t('risk.text')}
      </p>
    </aside>
  );
}
