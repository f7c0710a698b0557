import { getMarket } from '@sorte/markets';
import { useMarket } from '../../../lib/market';
import { usePolicyWords } from '../policy-words';
import { PolicyDocument } from './policy-document';
import type { PolicySection } from './policy-document';

/**
 * The terms a player accepts in the age setup, in plain words and true of the product as it runs
 * in this market: the minimum age, bonuses or none, own-CPF payouts and their deadline, and the
 * operator's identity and contacts from configuration.
 */
export function TermsOfUse() {
  const words = usePolicyWords();
  const { code, profile, operator } = useMarket();
  const deadlineMinutes = profile.payoutDeadlineMinutes;
  const sections: PolicySection[] = [
    {
      id: 'who',
      title: words('terms.who.title'),
      text: words('terms.who.text', { age: profile.minimumAge }),
    },
    { id: 'account', title: words('terms.account.title'), text: words('terms.account.text') },
    { id: 'deposits', title: words('terms.deposits.title'), text: words('terms.deposits.text') },
    {
      id: 'bonuses',
      title: words('terms.bonuses.title'),
      text: profile.advanceBonusesAllowed
        ? words('terms.bonuses.text', { multiple: getMarket(code).bonusWageringMultiple })
        : words('terms.bonuses.textNone'),
    },
    {
      id: 'withdrawals',
      title: words('terms.withdrawals.title'),
      text:
        profile.ownCpfPayoutsOnly && deadlineMinutes !== null
          ? words('terms.withdrawals.textOwnCpf', { minutes: deadlineMinutes })
          : words('terms.withdrawals.text'),
    },
    { id: 'games', title: words('terms.games.title'), text: words('terms.games.text') },
    { id: 'care', title: words('terms.care.title'), text: words('terms.care.text') },
    {
      id: 'support',
      title: words('terms.support.title'),
      text: words('terms.support.text', {
        email: operator.supportEmail,
        ombudsman: operator.ombudsmanContact,
      }),
    },
    {
      id: 'operator',
      title: words('terms.operator.title'),
      text: words('terms.operator.text', {
        company: operator.company,
        registration: operator.registration,
        licence: operator.licence,
      }),
    },
  ];
  return <PolicyDocument intro={words('terms.intro')} sections={sections} testId="terms-of-use" />;
}
