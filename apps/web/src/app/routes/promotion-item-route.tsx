import { Page } from '../../components/ui/page';
import { PromotionDetail } from '../../features/promotions/components/promotion-detail';
import { useTranslate } from '../../lib/i18n';

export default function PromotionItemRoute() {
  const t = useTranslate();
  return (
    <Page title={t('eventItem.title')}>
      <PromotionDetail />
    </Page>
  );
}
