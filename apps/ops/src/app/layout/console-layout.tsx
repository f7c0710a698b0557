import { NavLink, Outlet } from 'react-router';
import { LanguagePicker } from '../../components/language-picker';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../features/sign-in/api/logout';
import type { StaffSession } from '../../lib/session';
import { useWords } from '../../lib/words';
import type { Section } from '../sections';

/** The frame of every signed-in screen: the sections on the side, who is signed in on top. */
export function ConsoleLayout({
  session,
  visible,
}: {
  session: StaffSession;
  visible: readonly Section[];
}) {
  const { t } = useWords();
  const logout = useLogout();
  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="topbar">
        <p className="brand">
          <span className="brand-mark" aria-hidden="true">
            S
          </span>
          {t('app.name')}
        </p>
        <div className="topbar-tools">
          <span className="who" data-testid="signed-in-as">
            {t('app.signedInAs', { username: session.username })}{' '}
            <span className="role-tag" data-testid="staff-role">
              {t(`role.${session.role}`)}
            </span>
          </span>
          <LanguagePicker />
          <Button
            variant="quiet"
            busy={logout.isPending}
            onClick={() => logout.mutate()}
            data-testid="sign-out"
          >
            {t('app.signOut')}
          </Button>
        </div>
      </header>
      <nav className="sidenav" aria-label={t('app.navigation')}>
        <ul>
          {visible.map((section) => (
            <li key={section.path}>
              <NavLink to={section.path} data-testid={`nav-${section.path}`}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main className="content" id="main" tabIndex={-1}>
        {visible.length === 0 ? (
          <p className="state state-empty">{t('nav.nothing')}</p>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
