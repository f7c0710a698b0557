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
  { path: 'deposits', label: 'nav.deposits', listCall: '/ops/deposits' },
  { path: 'tickets', label: 'nav.tickets', listCall: '/ops/tickets' },
  { path: 'players', label: 'nav.players', listCall: '/ops/players/search' },
  { path: 'adjustments', label: 'nav.adjustments', listCall: '/ops/adjustments' },
  { path: 'closures', label: 'nav.closures', listCall: '/ops/dataRights/closures' },
  { path: 'reports', label: 'reports.nav', listCall: '/ops/reports/daily' },
  { path: 'settings', label: 'nav.settings', listCall: '/ops/settings/read' },
  { path: 'harm', label: 'nav.harm', listCall: '/ops/harm/queue' },
  { path: 'audit', label: 'nav.audit', listCall: '/ops/audit' },
];
