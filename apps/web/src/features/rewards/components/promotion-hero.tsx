import type { ArtRegion, RewardMotif } from './reward-art';
import { RewardArt } from './reward-art';

/** The top of a promotion's page: its illustration and what it gives, in one sentence. */
export function PromotionHero({
  region,
  motif,
  summary,
}: {
  region: ArtRegion;
  motif: RewardMotif;
  summary: string;
}) {
  return (
    <section className="card card--gold promotion-hero">
      <RewardArt region={region} motif={motif} />
      <p className="lead" data-testid="promotion-summary">
        {summary}
      </p>
    </section>
  );
}
