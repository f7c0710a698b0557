import { getComplianceProfile } from '@sorte/markets';
import { listFormat, useTranslate } from '../../../lib/i18n';
import { periodLabel } from '../../../lib/i18n/period-label';
import { useMarket } from '../../../lib/market';
import { usePolicyWords } from '../policy-words';
import { PolicyDocument } from './policy-document';
import type { PolicySection } from './policy-document';

/**
 * What each protection tool does, as the server applies it in this market: the profile's
 * exclusion periods and minimum age, limits chosen before the first deposit where the profile
 * asks, and the national self-exclusion where there is one.
 */
export function ResponsibleGaming() {
  const words = usePolicyWords();
  const t = useTranslate();
  const { language, profile } = useMarket();
  const periods = listFormat(language, { type: 'disjunction' }).format(
    getComplianceProfile(profile.id).selfExclusionPeriodsDays.map((days) => periodLabel(days, t)),
  );
  const national = profile.nationalSelfExclusionUrl;
  const sections: (PolicySection | null)[] = [
    { id: 'deposit', title: words('care.deposit.title'), text: words('care.deposit.text') },
    {
      id: 'loss',
      title: words('care.loss.title'),
      text: words(
        profile.limitsRequiredAtRegistration ? 'care.loss.textRequired' : 'care.loss.text',
      ),
    },
    { id: 'reminder', title: words('care.reminder.title'), text: words('care.reminder.text') },
    { id: 'break', title: words('care.break.title'), text: words('care.break.text') },
    {
      id: 'exclusion',
      title: words('care.exclusion.title'),
      text: words('care.exclusion.text', { periods }),
    },
    national
      ? {
          id: 'national',
          title: words('care.national.title'),
          text: words('care.national.text'),
          extra: (
            <a
              className="policy-document__link"
              href={national}
              target="_blank"
              rel="noopener noreferrer"
            >
              {words('care.national.link')}
            </a>
          ),
        }
      : null,
    { id: 'signs', title: words('care.signs.title'), text: words('care.signs.text') },
    {
      id: 'adults',
      title: words('care.adults.title'),
      text: words('care.adults.text', { age: profile.minimumAge }),
    },
    { id: 'help', title: words('care.help.title'), text: words('care.help.text') },
  ];
  return (
    <PolicyDocument
      intro={words('care.intro')}
      sections={sections.filter((section) => section !== null)}
      testId="responsible-gaming"
    />
  );
}
