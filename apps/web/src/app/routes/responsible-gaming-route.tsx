import { Page } from '../../components/ui/page';
import { ResponsibleGaming } from '../../features/policies/components/responsible-gaming';
import { useTranslate } from '../../lib/i18n';

/** `/responsible-gaming`: what each protection tool does, as the server applies it here. */
export default function ResponsibleGamingRoute() {
  const t = useTranslate();
  return (
    <Page title={t('policies.responsibleGaming')}>
      <ResponsibleGaming />
    </Page>
  );
}
