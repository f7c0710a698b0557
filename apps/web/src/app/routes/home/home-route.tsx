import { accountInfoQuery } from '../../../features/account/api/account-info';
import { gameListQuery } from '../../../features/games/api/game-list';
import { openRoundsQuery } from '../../../features/games/api/open-rounds';
import { OperatorFooter } from '../../../features/compliance/components/operator-footer';
import { GameGrid } from '../../../features/games/components/game-grid';
import { OpenRoundsNotice } from '../../../features/games/components/open-rounds-notice';
import { BannerCarousel } from '../../../features/promotions/components/banner-carousel';
import { useTranslate } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';
import { useLaunchGame } from '../../hooks/use-launch-game';
import { RiskWarning } from '../../../features/compliance/components/risk-warning';
import { ahead, prefetchSignedIn } from '../../page-preparation';
import type { PreparePage } from '../../page-preparation';
import { HomeHeader } from './home-header';
import './home-route.css';

/** The game list at once (it is public), the balance and any open round once signed in. */
export const prepareHome: PreparePage = (preparation) => {
  void preparation.queryClient.prefetchQuery(gameListQuery);
  prefetchSignedIn(preparation, (token) => [
    ahead(accountInfoQuery(token)),
    ahead(openRoundsQuery(token)),
  ]);
};

export function HomeRoute() {
  const t = useTranslate();
  const launchGame = useLaunchGame();
  const token = useUserInfo()?.token ?? null;
  return (
    <>
      <title>Sorte</title>
      <HomeHeader />
      {/* Where the profile asks (br-regulated), the warning greets every signed-in visit. */}
      <RiskWarning compact />
      <main className="home">
        <OpenRoundsNotice token={token} onOpen={(gameId) => void launchGame(gameId)} />
        <BannerCarousel label={t('home.banners')} />
        <section aria-labelledby="home-games">
          <h2 id="home-games" className="section-title">
            {t('home.games')}
          </h2>
          <GameGrid
            onPlay={(gameId) => void launchGame(gameId)}
            onPaytable={(gameId) => void launchGame(gameId, { view: 'rules' })}
          />
        </section>
        <OperatorFooter />
      </main>
    </>
  );
}
