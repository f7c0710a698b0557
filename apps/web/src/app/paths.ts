import { routeKeyOf } from '@sorte/contracts/api-paths';

/** Every route of the seed (§2), plus the VIP page and the 403 page. */
export const paths = {
  home: '/',
  profile: '/mine',
  myData: '/mine/data',
  promotions: '/event',
  promotionItem: '/event/item',
  withdrawals: '/security',
  withdrawalTracker: '/withdrawalTracker',
  withdrawalTrackerA: '/withdrawalTrackerA',
  history: '/history',
  about: '/about',
  invite: '/promote',
  /** The player's VIP level and every level's benefits (linked from /mine and the promotions). */
  vip: '/vip',
  support: '/service',
  /** One request to support, `?id=ST…`. */
  supportTicket: '/service/ticket',
  /** The terms accepted in the age setup, and what each protection tool does. */
  terms: '/terms',
  responsibleGaming: '/responsible-gaming',
  forbidden: '/403',
} as const;

/**
 * Addresses whose page is another's route module (`routes/<that key>-route.tsx`): the seed's
 * second withdrawal tracker is the first one's page. The app's routes and its build's preloads
 * both read it.
 */
export const pageOfAlias = {
  withdrawalTrackerA: 'withdrawalTracker',
} as const satisfies Partial<Record<keyof typeof paths, keyof typeof paths>>;

/** The seed shows the bottom nav on these routes and on no other. */
const pathsWithBottomNav: readonly string[] = [paths.home, paths.profile, paths.promotions];

/** Whether an address's path is a route's: as React Router matches, ignoring case and a trailing slash. */
export function isPathOf(pathname: string, path: string): boolean {
  return routeKeyOf(pathname) === routeKeyOf(path);
}

export function showsBottomNav(pathname: string): boolean {
  return pathsWithBottomNav.some((path) => isPathOf(pathname, path));
}

/** The pages of taking money out: its form, and each withdrawal's stages. */
const withdrawalPaths: readonly string[] = [
  paths.withdrawals,
  paths.withdrawalTracker,
  paths.withdrawalTrackerA,
];

/**
 * Whether an address is one of the withdrawal pages, where a player taking money out is never
 * offered a deposit (PRODUCT.md §3.4: a withdrawal never asks the player for more money).
 */
export function isWithdrawalPage(pathname: string): boolean {
  return withdrawalPaths.some((path) => isPathOf(pathname, path));
}
