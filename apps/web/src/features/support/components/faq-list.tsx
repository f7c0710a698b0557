import { getComplianceProfile, getMarket } from '@sorte/markets';
import { listFormat, useTranslate } from '../../../lib/i18n';
import { periodLabel } from '../../../lib/i18n/period-label';
import { useMarket } from '../../../lib/market';
import { faqEntries } from '../faq/faq-entries';
import { useSupportWords } from '../support-words';
import './faq-list.css';

/**
 * The questions players ask, answered for this market as the product works under its compliance
 * profile. Native <details>: keyboard and screen-reader friendly without any script.
 */
export function FaqList() {
  const words = useSupportWords();
  const t = useTranslate();
  const { code, language, profile } = useMarket();
  const periods = listFormat(language, { type: 'disjunction' }).format(
    getComplianceProfile(profile.id).selfExclusionPeriodsDays.map((days) => periodLabel(days, t)),
  );
  const entries = faqEntries({
    minimumAge: profile.minimumAge,
    advanceBonusesAllowed: profile.advanceBonusesAllowed,
    bonusWageringMultiple: getMarket(code).bonusWageringMultiple,
    limitsRequiredAtRegistration: profile.limitsRequiredAtRegistration,
    ownCpfPayoutsOnly: profile.ownCpfPayoutsOnly,
    selfExclusionPeriods: periods,
    nationalSelfExclusion: profile.nationalSelfExclusionUrl !== null,
  });
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title" className="section-title">
        {words('faq.title')}
      </h2>
      <div className="faq-list">
        {entries.map(({ id, question, answer, params }) => (
          <details key={id} className="faq" data-testid={`faq-${id}`}>
            <summary className="faq__question">{words(question)}</summary>
            <p className="faq__answer">{words(answer, params)}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
