import { OperatorFooter } from '../../../features/compliance/components/operator-footer';
import { GameGrid } from '../../../features/games/components/game-grid';
import { OpenRoundsNotice } from '../../../features/games/components/open-rounds-notice';
import { BannerCarousel } from '../../../features/promotions/components/banner-carousel';
import { useTranslate } from '../../../lib/i18n';
import { useUserInfo } from '../../../lib/session';
import { useLaunchGame } from '../../hooks/use-launch-game';
import { LazyRiskWarning } from '../../layout/lazy-risk-warning';
import { HomeHeader } from './home-header';
import './home-route.css';

export function HomeRoute() {
  const t = useTranslate();
  const launchGame = useLaunchGame();
  const token = useUserInfo()?.token ?? null;
  return (
    <>
      <title>Sorte</title>
      <HomeHeader />
      {/* Where the profile asks (br-regulated), the warning greets every signed-in visit. */}
      <LazyRiskWarning compact />
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
