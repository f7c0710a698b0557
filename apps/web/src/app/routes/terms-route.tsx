import { Page } from '../../components/ui/page';
import { TermsOfUse } from '../../features/policies/components/terms-of-use';
import { useTranslate } from '../../lib/i18n';

/** `/terms`: the terms accepted in the age setup, as the product works in this market. */
export default function TermsRoute() {
  const t = useTranslate();
  return (
    <Page title={t('policies.terms')}>
      <TermsOfUse />
    </Page>
  );
}
