import type { FastifyInstance } from 'fastify';
import {
  claimInviteRewards as claimInviteRewardsCall,
  claimNoviceReward as claimNoviceRewardCall,
  claimSignIn as claimSignInCall,
  inviteShare,
  inviteStats,
  luckyBag,
  noviceTaskProcess,
  noviceTasks,
  openLuckyBag as openLuckyBagCall,
  signInCalendar,
  vipInfo,
} from '@sorte/contracts';
import type { Database } from '../../db/database';
import { registerPlayerCall } from '../../http/player-route';
import type { AuthenticatedCallContext, PlayerRouteDeps } from '../../http/player-route';
import { claimSignIn, readSignIn } from './daily-sign-in';
import { claimInviteRewards, readInviteShare, readInviteStats } from './invite-rewards';
import { openLuckyBag, readLuckyBag } from './lucky-bag';
import { claimNoviceReward, readNoviceTasks } from './novice-tasks';
import type { RewardPlayer } from './reward-player';
import { readVipInfo } from './vip';

function playerOf(context: AuthenticatedCallContext<unknown>): RewardPlayer {
  return { ...context.player, language: context.language };
}

export function registerRewardRoutes(
  app: FastifyInstance,
  deps: PlayerRouteDeps & { db: Database; webOrigin: string },
): void {
  const { db, clock } = deps;
  registerPlayerCall(app, deps, noviceTasks, async (context) => ({
    result: await readNoviceTasks(db, playerOf(context)),
  }));
  registerPlayerCall(app, deps, noviceTaskProcess, async (context) => ({
    result: await readNoviceTasks(db, playerOf(context)),
  }));
  registerPlayerCall(app, deps, claimNoviceRewardCall, (context) =>
    claimNoviceReward(db, playerOf(context), clock()),
  );
  registerPlayerCall(app, deps, luckyBag, (context) => readLuckyBag(db, playerOf(context)));
  registerPlayerCall(app, deps, openLuckyBagCall, (context) =>
    openLuckyBag(db, playerOf(context), clock()),
  );
  registerPlayerCall(app, deps, signInCalendar, (context) =>
    readSignIn(db, playerOf(context), clock()),
  );
  registerPlayerCall(app, deps, claimSignInCall, (context) =>
    claimSignIn(db, playerOf(context), clock()),
  );
  registerPlayerCall(app, deps, vipInfo, (context) => readVipInfo(db, playerOf(context)));
  registerPlayerCall(app, deps, inviteShare, (context) =>
    readInviteShare(db, playerOf(context), deps.webOrigin),
  );
  registerPlayerCall(app, deps, inviteStats, (context) => readInviteStats(db, playerOf(context)));
  registerPlayerCall(app, deps, claimInviteRewardsCall, (context) =>
    claimInviteRewards(db, playerOf(context), clock()),
  );
}
