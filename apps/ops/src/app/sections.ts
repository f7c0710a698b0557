import type { OpsWordKey } from '@sorte/words/ops';

/**
 * The console's sections, in the navigation's order. Each is shown to the roles that may make
 * its list call (`opsCallRoles`); a new section (players, adjustments, deposits in review) is one
 * more line here and one more route in app-routes.tsx.
 */
export interface Section {
  path: string;
  label: OpsWordKey;
  /** The ops call the section cannot work without: who may make it may see the section. */
  listCall: string;
}

export const sections: readonly Section[] = [
  { path: 'overview', label: 'dashboard.nav', listCall: '/ops/books' },
  { path: 'withdrawals', label: 'nav.withdrawals', listCall: '/ops/withdrawals' },
  { path: 'tickets', label: 'nav.tickets', listCall: '/ops/tickets' },
  { path: 'reports', label: 'reports.nav', listCall: '/ops/reports/daily' },
  { path: 'audit', label: 'nav.audit', listCall: '/ops/audit' },
];
