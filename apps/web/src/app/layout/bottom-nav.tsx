import type { ComponentType, MouseEvent, SVGProps } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { ensureSignedIn } from '../../features/auth/ensure-signed-in';
import { GiftIcon, HeadsetIcon, HomeIcon, UserIcon, WalletIcon } from '../../components/ui/icons';
import { ApiError, clientErrorCodes } from '../../lib/api-client';
import { appConfig } from '../../lib/config';
import { useTranslate } from '../../lib/i18n';
import type { MessageKey } from '../../lib/i18n';
import { useMarket } from '../../lib/market';
import { getToken } from '../../lib/session';
import { showToast } from '../../lib/ui-store';
import { paths } from '../paths';
import './bottom-nav.css';

interface NavEntry {
  to: string;
  label: MessageKey;
  testId: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const entries: readonly NavEntry[] = [
  { to: paths.home, label: 'nav.home', testId: 'nav-home', Icon: HomeIcon },
  { to: paths.promotions, label: 'nav.event', testId: 'nav-event', Icon: GiftIcon },
  { to: paths.withdrawals, label: 'nav.security', testId: 'nav-security', Icon: WalletIcon },
  { to: paths.support, label: 'nav.service', testId: 'nav-service', Icon: HeadsetIcon },
  { to: paths.profile, label: 'nav.mine', testId: 'nav-mine', Icon: UserIcon },
];

/**
 * The seed's five entries. Every tap first makes sure the player is signed in (silently, unless
 * automatic login is off), then navigates; a failure never escapes as a crash.
 */
export function BottomNav() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { code } = useMarket();

  const go = async (to: string) => {
    if (!getToken() && appConfig.autoLogin) await ensureSignedIn(code);
    await navigate(to);
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    // Let the browser handle new-tab and similar modified clicks.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    go(to).catch((error: unknown) => {
      // Server refusals were already shown by the api client; say something when offline.
      const offline =
        error instanceof ApiError &&
        (error.msgCode === clientErrorCodes.network || error.msgCode === clientErrorCodes.timeout);
      if (offline) showToast(t('error.network'));
    });
  };

  return (
    <nav className="bottom-nav" aria-label={t('nav.label')} data-testid="bottom-nav">
      <ul className="bottom-nav__list">
        {entries.map(({ to, label, testId, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className="bottom-nav__link"
              data-testid={testId}
              onClick={(event) => onClick(event, to)}
            >
              <Icon className="bottom-nav__icon" />
              <span className="bottom-nav__label">{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
