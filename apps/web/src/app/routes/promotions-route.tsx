import { Page } from '../../components/ui/page';
import { PromotionList } from '../../features/promotions/components/promotion-list';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';

export default function PromotionsRoute() {
  const t = useTranslate();
  return (
    <Page title={t('event.title')} showBack={false}>
      <PromotionList itemPath={paths.promotionItem} />
    </Page>
  );
}
