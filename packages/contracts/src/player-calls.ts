import { bindAccount, login } from './calls/login';
import { logout } from './calls/logout';
import { siteInfo } from './calls/site-info';
import { playerProfile } from './calls/player-profile';
import { confirmAge } from './calls/confirm-age';
import { protectionStatus, selfExclude, setReminder, takeBreak } from './calls/player-protection';
import { depositLimits, setDepositLimit } from './calls/deposit-limits';
import { playLimits, setPlayLimits } from './calls/play-limits';
import { accountInfo } from './calls/account-info';
import { joinGame } from './calls/join-game';
import { gameList, gameRecentRounds, gameSessionSummary, openGameRounds } from './calls/game-play';
import { statement } from './calls/statement';
import {
  accountClosure,
  myData,
  requestAccountClosure,
  withdrawAccountClosure,
} from './calls/data-rights';
import { careMessages, readCareMessage } from './ops-harm-calls';
import {
  chargeAmountList,
  chargeOrderList,
  createChargeOrder,
  getFbRechargeRecords,
  updateFbRechargeRecords,
} from './calls/deposits';
import {
  addPayoutAccount,
  payoutAccountList,
  removePayoutAccount,
  updateCpf,
  updatePayoutAccount,
} from './calls/payout-accounts';
import {
  allWithdrawOrders,
  cancelWithdrawal,
  createWithdrawalOrder,
  payOutPreTaskProcess,
  selectPaymentChannel,
  withdrawInfo,
  withdrawInfo2,
  withdrawProcess,
} from './calls/withdrawals';
import {
  addSupportMessage,
  createSupportTicket,
  customerForward,
  supportTicket,
  supportTickets,
} from './calls/support';
import {
  claimInviteRewards,
  claimNoviceReward,
  claimSignIn,
  inviteShare,
  inviteStats,
  luckyBag,
  noviceTaskProcess,
  noviceTasks,
  openLuckyBag,
  signInCalendar,
  vipInfo,
} from './calls/rewards';

/** Every player call, in the order the OpenAPI description lists them. */
export const playerCalls = [
  siteInfo,
  login,
  logout,
  bindAccount,
  playerProfile,
  confirmAge,
  protectionStatus,
  takeBreak,
  selfExclude,
  setReminder,
  depositLimits,
  setDepositLimit,
  playLimits,
  setPlayLimits,
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
  payoutAccountList,
  addPayoutAccount,
  updatePayoutAccount,
  removePayoutAccount,
  updateCpf,
  withdrawInfo,
  withdrawInfo2,
  selectPaymentChannel,
  payOutPreTaskProcess,
  createWithdrawalOrder,
  withdrawProcess,
  allWithdrawOrders,
  cancelWithdrawal,
  createSupportTicket,
  supportTickets,
  supportTicket,
  addSupportMessage,
  customerForward,
  noviceTasks,
  noviceTaskProcess,
  claimNoviceReward,
  luckyBag,
  openLuckyBag,
  signInCalendar,
  claimSignIn,
  vipInfo,
  inviteShare,
  inviteStats,
  claimInviteRewards,
  myData,
  accountClosure,
  requestAccountClosure,
  withdrawAccountClosure,
  careMessages,
  readCareMessage,
] as const;
