import { login } from './calls/login';
import { logout } from './calls/logout';
import { confirmAge } from './calls/confirm-age';
import { protectionStatus, selfExclude, setReminder, takeBreak } from './calls/player-protection';
import { depositLimits, setDepositLimit } from './calls/deposit-limits';
import { accountInfo } from './calls/account-info';
import { joinGame } from './calls/join-game';
import { gameList, gameRecentRounds, gameSessionSummary, openGameRounds } from './calls/game-play';
import { statement } from './calls/statement';
import {
  chargeAmountList,
  chargeOrderList,
  createChargeOrder,
  getFbRechargeRecords,
  updateFbRechargeRecords,
} from './calls/deposits';

/** Every player call, in the order the OpenAPI description lists them. */
export const playerCalls = [
  login,
  logout,
  confirmAge,
  protectionStatus,
  takeBreak,
  selfExclude,
  setReminder,
  depositLimits,
  setDepositLimit,
  accountInfo,
  statement,
  joinGame,
  gameList,
  gameRecentRounds,
  gameSessionSummary,
  openGameRounds,
  chargeAmountList,
  createChargeOrder,
  chargeOrderList,
  getFbRechargeRecords,
  updateFbRechargeRecords,
] as const;
