import { EmptyState } from '../../components/ui/empty-state';
import { InfoIcon } from '../../components/ui/page-icons';
import { Page } from '../../components/ui/page';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';
import { ButtonLink } from '../../components/ui/button';

export default function NotFoundRoute() {
  const t = useTranslate();
  return (
    <Page title={t('notFound.title')}>
      <div className="card" data-testid="not-found-page">
        <EmptyState icon={<InfoIcon />} title="404" hint={t('notFound.text')}>
          <ButtonLink to={paths.home}>{t('common.goHome')}</ButtonLink>
        </EmptyState>
      </div>
    </Page>
  );
}
