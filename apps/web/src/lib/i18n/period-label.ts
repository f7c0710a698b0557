import type { Translate } from './i18n-context';

/** A period as people say it: 24 hours, 7 days, 6 months, 1 year, 5 years. */
export function periodLabel(days: number, t: Translate): string {
  if (days === 1) return t('protection.oneDay');
  if (days >= 365) {
    const years = Math.round(days / 365);
    return years === 1 ? t('protection.oneYear') : t('protection.years', { n: years });
  }
  if (days >= 180) return t('protection.months', { n: Math.round(days / 30.5) });
  return t('protection.days', { n: days });
}
