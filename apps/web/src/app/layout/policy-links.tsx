import { Link } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';
import './policy-links.css';

/**
 * Where the terms and the responsible gaming rules are read. From the age setup they open in a
 * new tab, so the form the player is filling in stays as it is; elsewhere they open in the app.
 */
export function PolicyLinks({ newTab = false }: { newTab?: boolean }) {
  const t = useTranslate();
  const links = [
    { to: paths.terms, label: t('policies.terms'), testId: 'link-terms' },
    {
      to: paths.responsibleGaming,
      label: t('policies.responsibleGaming'),
      testId: 'link-responsible-gaming',
    },
  ];
  return (
    <p className={newTab ? 'policy-links policy-links--compact' : 'policy-links'}>
      {links.map(({ to, label, testId }) =>
        newTab ? (
          <a key={to} href={to} target="_blank" rel="noopener" data-testid={testId}>
            {label}
            <span className="visually-hidden"> {t('policies.newTab')}</span>
          </a>
        ) : (
          <Link key={to} to={to} data-testid={testId}>
            {label}
          </Link>
        ),
      )}
    </p>
  );
}
