import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ShareIcon } from '../../../components/ui/page-icons';
import { useClaimInviteRewards } from '../api/claim-invite-rewards';
import type { InviteShare } from '../api/invite-share';
import type { InviteStats } from '../api/invite-stats';
import { useRewardFormat } from '../hooks/use-reward-format';
import { useRewardWords } from '../reward-words';
import type { ArtRegion } from './reward-art';
import { RewardArt } from './reward-art';
import './invite-panel.css';

/** The address with the code, a copy button, and the phone's own share sheet where there is one. */
function InviteLink({ share }: { share: InviteShare }) {
  const w = useRewardWords();
  const [copyNote, setCopyNote] = useState('');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.shareUrl);
      setCopyNote(w('invite.copied'));
    } catch {
      setCopyNote(w('invite.copyFailed'));
    }
  };
  const shareNatively = () => {
    // A cancelled share sheet rejects; nothing to tell the player.
    navigator.share({ title: w('invite.shareText'), url: share.shareUrl }).catch(() => undefined);
  };
  return (
    <section className="card invite-link" aria-labelledby="invite-link-title">
      <h2 id="invite-link-title" className="section-title">
        {w('invite.link')}
      </h2>
      <p className="invite-link__url" data-testid="invite-url">
        {share.shareUrl}
      </p>
      <p className="muted">{w('invite.code', { code: share.extensionCode })}</p>
      <div className="invite-link__actions">
        <Button data-testid="invite-copy" onClick={() => void copy()}>
          {w('invite.copy')}
        </Button>
        {canShare ? (
          <Button variant="secondary" data-testid="invite-share" onClick={shareNatively}>
            <ShareIcon />
            {w('invite.share')}
          </Button>
        ) : null}
      </div>
      <p aria-live="polite" className="invite-link__note">
        {copyNote}
      </p>
    </section>
  );
}

/** Invited, qualified, earned and claimable, and the claim (disabled with nothing to claim). */
function InviteFigures({
  stats,
  prepare,
}: {
  stats: InviteStats;
  prepare: () => Promise<boolean>;
}) {
  const w = useRewardWords();
  const { money } = useRewardFormat();
  const claim = useClaimInviteRewards();
  const credited = claim.data?.credited;
  return (
    <section className="card" aria-labelledby="invite-stats-title">
      <h2 id="invite-stats-title" className="section-title">
        {w('invite.stats')}
      </h2>
      <dl className="invite-stats" data-testid="invite-stats">
        <div>
          <dt>{w('invite.invited')}</dt>
          <dd>{stats.invited}</dd>
        </div>
        <div>
          <dt>{w('invite.qualified')}</dt>
          <dd>{stats.qualified}</dd>
        </div>
        <div>
          <dt>{w('invite.earned')}</dt>
          <dd>{money(stats.earnedMinor)}</dd>
        </div>
        <div>
          <dt>{w('invite.claimable')}</dt>
          <dd>{money(stats.claimableMinor)}</dd>
        </div>
      </dl>
      <p aria-live="polite" className="invite-claimed">
        {credited
          ? w('claim.credited', {
              amount: money(credited.amountMinor),
              wagering: money(credited.wageringAddedMinor),
            })
          : ''}
      </p>
      <Button
        block
        data-testid="invite-claim"
        disabled={stats.claimableMinor === 0 || claim.isPending}
        onClick={() => {
          void prepare().then((ready) => {
            if (ready) claim.mutate();
          });
        }}
      >
        {stats.claimableMinor === 0
          ? w('invite.nothing')
          : w('invite.claim', { amount: money(stats.claimableMinor) })}
      </Button>
    </section>
  );
}

/** Inviting: the address with the code, the stated reward, the figures and the claim. */
export function InvitePanel({
  share,
  stats,
  region,
  wageringMultiple,
  prepare,
}: {
  share: InviteShare;
  stats: InviteStats;
  region: ArtRegion;
  wageringMultiple: number;
  /** Before a claim: the 18+ setup (and limits where required), which the server asks first. */
  prepare: () => Promise<boolean>;
}) {
  const w = useRewardWords();
  const { money } = useRewardFormat();

  return (
    <>
      <section className="card card--gold invite-hero">
        <RewardArt region={region} motif="friends" />
        <p className="lead" data-testid="invite-intro">
          {w('invite.intro', {
            deposit: money(stats.qualifyingDepositMinor),
            amount: money(stats.rewardMinor),
          })}
        </p>
        <p className="muted">{w('invite.adults')}</p>
      </section>

      <InviteLink share={share} />

      <InviteFigures stats={stats} prepare={prepare} />

      <section className="card" aria-labelledby="reward-rules-title">
        <h2 id="reward-rules-title" className="section-title">
          {w('rules.title')}
        </h2>
        <ul className="check-list" data-testid="reward-rules">
          <li data-testid="invite-self-rule">{w('invite.self')}</li>
          <li>
            {wageringMultiple > 0
              ? w('rules.wagering', { multiple: wageringMultiple })
              : w('rules.noWagering')}
          </li>
          <li>{w('rules.balance')}</li>
        </ul>
      </section>
    </>
  );
}
