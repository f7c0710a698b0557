import type { Catalogue, MessageKey } from '@sorte/words/web';

/**
 * The words the first screen can show: every key a file of the app's entry chunk names (main.tsx
 * and what it imports statically: the shell, the bottom nav, home, the overlays' triggers). The
 * build turns them into a small chunk per language (`virtual:first-screen-words/<language>`,
 * made by `vite-first-screen-words.ts` from the catalogues), which arrives with the page; the
 * whole catalogue loads with the first lazy screen (`lazyWithWords`), so `/` stays within its
 * budget as the catalogue grows. `first-screen-words.test.ts` keeps this list exact.
 */
export const firstScreenKeys = [
  'common.loading',
  'common.retry',
  'error.network',
  'error.pageLoadTitle',
  'error.pageLoadBody',
  'nav.label',
  'nav.home',
  'nav.event',
  'nav.security',
  'nav.service',
  'nav.mine',
  'home.title',
  'home.balance',
  'home.deposit',
  'home.banners',
  'home.games',
  'banner.signIn.title',
  'banner.signIn.text',
  'banner.vip.title',
  'banner.vip.text',
  'game.play',
  'game.tip302',
  'footer.adults',
  'footer.operator',
  'footer.support',
  'footer.ombudsman',
  'game.info',
  'game.rtpShort',
  'game.volatility.low',
  'game.volatility.medium',
  'game.volatility.high',
  'game.maxWinShort',
  'openRounds.title',
  'openRounds.text',
  'openRounds.open',
  'session.idleLogout',
  'policies.newTab',
  'policies.responsibleGaming',
  'policies.terms',
  'wheel.title',
  'wheel.see',
  'firstDeposit.offer',
  'firstDeposit.close',
  'risk.title',
  'risk.text',
] as const satisfies readonly MessageKey[];

export type FirstScreenKey = (typeof firstScreenKeys)[number];

/** One language's first-screen words. */
export type FirstScreenWords = Pick<Catalogue, FirstScreenKey>;
