import { Page } from '../../components/ui/page';
import { InviteSteps } from '../../features/invite/components/invite-steps';
import { useTranslate } from '../../lib/i18n';

export default function InviteRoute() {
  const t = useTranslate();
  return (
    <Page title={t('promote.title')}>
      <InviteSteps />
    </Page>
  );
}
