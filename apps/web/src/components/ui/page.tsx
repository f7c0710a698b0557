import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslate } from '../../lib/i18n';
import { BackIcon } from './page-icons';
import './page.css';

interface PageProps {
  title: string;
  /** Top-level tabs (reached from the bottom nav) have no back button. */
  showBack?: boolean;
  children: ReactNode;
}

/** A titled screen: a sticky header with the page's h1 and the page's main landmark. */
export function Page({ title, showBack = true, children }: PageProps) {
  const t = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();

  // A page opened directly (no history inside the app) goes back to home instead of leaving.
  const goBack = () => {
    const navigation = location.key === 'default' ? navigate('/') : navigate(-1);
    Promise.resolve(navigation).catch(() => undefined);
  };

  return (
    <>
      <title>{`${title} · Sorte`}</title>
      <header className="page-header">
        {showBack ? (
          <button
            type="button"
            className="icon-button page-header__back"
            aria-label={t('common.back')}
            onClick={goBack}
          >
            <BackIcon />
          </button>
        ) : null}
        <h1 className="page-header__title" data-testid="page-title">
          {title}
        </h1>
      </header>
      <main className="page-body">{children}</main>
    </>
  );
}
