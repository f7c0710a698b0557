import { useTranslate } from '../../../lib/i18n';
import { useMarket } from '../../../lib/market';
import './operator-footer.css';

/**
 * Who runs this casino and how to reach them, on every market (PRODUCT.md §3.10): the api's
 * configuration, which refuses to start in production with the example values.
 */
export function OperatorFooter() {
  const t = useTranslate();
  const { operator, profile } = useMarket();
  const { company, registration, licence, supportEmail, ombudsmanContact } = operator;
  // The profile's age, not the seed's 18: PAGCOR's is 21.
  const age = profile.minimumAge;
  return (
    <footer className="operator-footer">
      <p className="operator-footer__adults">
        <span className="operator-footer__badge" aria-hidden="true">
          {age}+
        </span>
        {t('footer.adults', { age })}
      </p>
      <p>{t('footer.operator', { company, registration, licence })}</p>
      <p>
        {t('footer.support', { email: supportEmail })} ·{' '}
        {t('footer.ombudsman', { email: ombudsmanContact })}
      </p>
    </footer>
  );
}
