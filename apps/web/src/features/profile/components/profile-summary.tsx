import { useTranslate } from '../../../lib/i18n';
import { formatMarketTime, useMarket } from '../../../lib/market';
import { isFirstVisit, useUserInfo } from '../../../lib/session';
import './profile-summary.css';

/** Who is signed in on this device, and when they were last here (PRODUCT.md §3.10). */
export function ProfileSummary() {
  const t = useTranslate();
  const market = useMarket();
  const user = useUserInfo();

  if (!user) {
    return (
      <section className="card profile-summary" data-testid="profile-summary">
        <span className="profile-summary__avatar" aria-hidden="true">
          ?
        </span>
        <p className="profile-summary__name">{t('mine.signedOut')}</p>
      </section>
    );
  }

  const initial = (user.nickName.trim()[0] ?? 'S').toUpperCase();
  // The welcome only on the visit that created the account: a guest's later visits reuse its
  // first sign-in, which has no previous one to show.
  const lastVisit = user.previousLoginAt
    ? t('mine.previousLogin', { when: formatMarketTime(user.previousLoginAt, market) })
    : isFirstVisit(user.userId)
      ? t('mine.firstVisit')
      : null;
  return (
    <section className="card profile-summary" data-testid="profile-summary">
      {user.headUrl ? (
        <img className="profile-summary__avatar" src={user.headUrl} alt="" />
      ) : (
        <span className="profile-summary__avatar" aria-hidden="true">
          {initial}
        </span>
      )}
      <div className="profile-summary__who">
        <p className="profile-summary__name" data-testid="profile-nick">
          {user.nickName}
        </p>
        <p className="profile-summary__id" data-testid="profile-user-id">
          {t('mine.playerId', { id: user.userId })}
        </p>
        {lastVisit ? (
          <p className="profile-summary__when" data-testid="profile-previous-login">
            {lastVisit}
          </p>
        ) : null}
      </div>
    </section>
  );
}
