import { Link } from 'react-router';
import { useTranslate } from '../../../lib/i18n';
import { CoinsArt } from './banner-art';
import './promotion-detail.css';
import { Button } from '../../../components/ui/button';

/**
 * A promotion's page. The VIP club works today, and says truly what it does: levels set the
 * withdrawal limits, nothing more. The others are not open yet; their real rules and claim button
 * arrive with them.
 */
export function PromotionDetail({
  id,
  withdrawalsHref,
}: {
  id: string | null;
  withdrawalsHref: string;
}) {
  const t = useTranslate();
  if (id === 'vip') {
    return (
      <>
        <div className="card card--gold promotion-detail__hero" data-testid="promotion-vip-detail">
          <span className="promotion-detail__art">
            <CoinsArt />
          </span>
          <p className="lead">{t('eventItem.vip.intro')}</p>
        </div>
        <section className="card">
          <ul className="check-list">
            <li>{t('eventItem.vip.rule1')}</li>
            <li>{t('eventItem.vip.rule2')}</li>
            <li>{t('eventItem.vip.rule3')}</li>
          </ul>
        </section>
        <Link className="button button--gold button--block" to={withdrawalsHref}>
          {t('eventItem.vip.limits')}
        </Link>
      </>
    );
  }
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
