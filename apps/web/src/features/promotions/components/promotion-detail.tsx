import { useTranslate } from '../../../lib/i18n';
import { CoinsArt } from './banner-art';
import './promotion-detail.css';
import { Button } from '../../../components/ui/button';

/** The shape of a promotion's page; its real rules and claim button arrive with the promotion. */
export function PromotionDetail() {
  const t = useTranslate();
  return (
    <>
      <div className="card card--gold promotion-detail__hero">
        <span className="promotion-detail__art">
          <CoinsArt />
        </span>
        <p className="lead">{t('eventItem.intro')}</p>
      </div>
      <section className="card">
        <ul className="check-list">
          <li>{t('eventItem.rule1')}</li>
          <li>{t('eventItem.rule2')}</li>
          <li>{t('eventItem.rule3')}</li>
        </ul>
      </section>
      <Button block disabled>
        {t('common.comingSoon')}
      </Button>
    </>
  );
}
