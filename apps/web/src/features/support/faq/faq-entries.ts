import type { MessageParams } from '../../../lib/i18n';
import type { SupportWordKey } from '@sorte/words/web/support';

/** What the answers depend on: the market's rules and the compliance profile it runs under. */
export interface FaqFacts {
  minimumAge: number;
  advanceBonusesAllowed: boolean;
  bonusWageringMultiple: number;
  limitsRequiredAtRegistration: boolean;
  ownCpfPayoutsOnly: boolean;
  /** The self-exclusion periods in words, already joined ("6 months, 1 year or 5 years"). */
  selfExclusionPeriods: string;
  nationalSelfExclusion: boolean;
}

export interface FaqEntry {
  id: string;
  question: SupportWordKey;
  answer: SupportWordKey;
  params?: MessageParams;
}

/**
 * The questions of this market, each answered as the product works under its profile: no bonus
 * where advance bonuses are forbidden, limits chosen before the first deposit where the profile
 * asks, own-CPF payouts, the national self-exclusion where there is one. Pure.
 */
export function faqEntries(facts: FaqFacts): FaqEntry[] {
  const entries: (FaqEntry | null)[] = [
    { id: 'age', question: 'faq.age.q', answer: 'faq.age.a', params: { age: facts.minimumAge } },
    { id: 'deposit', question: 'faq.deposit.q', answer: 'faq.deposit.a' },
    {
      id: 'bonus',
      question: 'faq.bonus.q',
      answer: facts.advanceBonusesAllowed ? 'faq.bonus.a' : 'faq.bonus.aNone',
    },
    facts.advanceBonusesAllowed
      ? {
          id: 'wagering',
          question: 'faq.wagering.q',
          answer: 'faq.wagering.a',
          params: { multiple: facts.bonusWageringMultiple },
        }
      : { id: 'wagering', question: 'faq.wagering.q', answer: 'faq.wagering.aNoBonus' },
    {
      id: 'withdraw',
      question: 'faq.withdraw.q',
      answer: facts.ownCpfPayoutsOnly ? 'faq.withdraw.aOwnCpf' : 'faq.withdraw.a',
    },
    { id: 'stages', question: 'faq.stages.q', answer: 'faq.stages.a' },
    { id: 'fees', question: 'faq.fees.q', answer: 'faq.fees.a' },
    {
      id: 'limits',
      question: 'faq.limits.q',
      answer: facts.limitsRequiredAtRegistration ? 'faq.limits.aRequired' : 'faq.limits.a',
    },
    {
      id: 'break',
      question: 'faq.break.q',
      answer: 'faq.break.a',
      params: { periods: facts.selfExclusionPeriods },
    },
    facts.nationalSelfExclusion
      ? { id: 'national', question: 'faq.national.q', answer: 'faq.national.a' }
      : null,
    { id: 'reminder', question: 'faq.reminder.q', answer: 'faq.reminder.a' },
    { id: 'fair', question: 'faq.fair.q', answer: 'faq.fair.a' },
    { id: 'account', question: 'faq.account.q', answer: 'faq.account.a' },
    { id: 'support', question: 'faq.support.q', answer: 'faq.support.a' },
  ];
  return entries.filter((entry) => entry !== null);
}
