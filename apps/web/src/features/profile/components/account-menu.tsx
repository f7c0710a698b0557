import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronIcon } from '../../../components/ui/page-icons';
import './account-menu.css';

export interface AccountMenuItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The profile's list of places; which places is decided by the app, which knows the routes. */
export function AccountMenu({
  title,
  items,
}: {
  title: string;
  items: readonly AccountMenuItem[];
}) {
  return (
    <nav className="card account-menu" aria-label={title}>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link className="account-menu__link" to={item.to}>
              <span className="account-menu__icon">{item.icon}</span>
              <span className="account-menu__label">{item.label}</span>
              <ChevronIcon className="account-menu__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
