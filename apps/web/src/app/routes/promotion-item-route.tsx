import { useSearchParams } from 'react-router';
import { Page } from '../../components/ui/page';
import { PromotionDetail } from '../../features/promotions/components/promotion-detail';
import { useTranslate } from '../../lib/i18n';
import { paths } from '../paths';

export default function PromotionItemRoute() {
  const t = useTranslate();
  const id = useSearchParams()[0].get('id');
  return (
    <Page title={t(id === 'vip' ? 'eventItem.vip.title' : 'eventItem.title')}>
      <PromotionDetail id={id} withdrawalsHref={paths.withdrawals} />
    </Page>
  );
}
