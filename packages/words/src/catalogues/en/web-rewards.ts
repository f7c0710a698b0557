/**
 * The reward pages' words in English, which defines the keys; `../<language>/web-rewards.ts` must
 * have the same ones (TypeScript checks it): the promotions list, each promotion's page, the daily
 * sign-in calendar, the VIP page and the invitations. Loaded with those pages, not with `/`
 * (`reward-words.ts`). Every rule is true of the api as it is (`apps/api/src/modules/rewards`):
 * read it before changing one.
 */
export const rewardsEn = {
  'list.intro':
    'What runs in your market now. Each page states what you get and the wagering it adds before you can withdraw it.',
  'list.open': 'See the rules',
  'list.none': 'No promotion runs in your market right now.',
  'promo.signIn.title': 'Daily sign-in',
  'promo.signIn.summary': 'Nine days of rewards, up to {amount} a day.',
  'promo.tasks.title': 'Novice tasks',
  'promo.tasks.summary': 'Play your first rounds and get {amount} once.',
  'promo.vip.title': 'VIP club',
  'promo.vip.summary': 'Your level rises with your deposits and raises your withdrawal limits.',
  'promo.invite.title': 'Invite friends',
  'promo.invite.summary': '{amount} for each friend whose first deposit is at least {deposit}.',
  'promo.firstDeposit.title': 'First deposit',
  'promo.firstDeposit.summary': 'Deposit {deposit} and get {credit}.',

  'item.title': 'Promotion',
  'item.notFound': 'There is no such promotion.',
  'item.notOffered': 'This promotion is not offered in your market.',
  'item.toList': 'See the promotions',
  'rules.title': 'The rules',
  'rules.wagering':
    'Bet {multiple}× the reward before withdrawing it: it adds {multiple}× its amount to your turnover requirement, which every bet lowers.',
  'rules.noWagering': 'It adds nothing to your turnover requirement.',
  'rules.balance': 'Rewards are credited to your game balance.',
  'rules.honest': 'No promotion ever asks for a deposit to release money you have won.',
  'claim.credited': '{amount} credited. Turnover added: {wagering}.',

  'signIn.intro':
    'Claim once a day, every day ({zone} time). The calendar has nine days; after day 9 it starts again at day 1.',
  'signIn.calendar': 'Sign-in calendar',
  'signIn.day': 'Day {day}',
  'signIn.claimed': 'Claimed',
  'signIn.today': 'Today',
  'signIn.upcoming': 'To come',
  'signIn.claim': 'Claim {amount}',
  'signIn.comeBack': 'Claimed today. Come back tomorrow for day {day}.',
  'signIn.missed': 'A missed day starts again at day 1.',
  'signIn.multiplier': 'Your VIP {level} multiplies each day’s reward by {multiplier}×.',
  'signIn.open': 'Open the calendar',

  'tasks.intro': 'Settle these rounds in each game, then claim {amount} once.',
  'tasks.progress': '{game}: {done} of {total} rounds',
  'tasks.received': 'You have received this reward.',
  'tasks.go': 'Play the games',
  'tasks.claim': 'Claim {amount}',
  'tasks.title': 'Novice tasks',
  'tasks.complete': 'Complete',
  'tasks.completed': 'Completed',
  'tasks.close': 'Close',

  'firstDeposit.intro':
    'Your first deposit of {deposit} arrives as {credit} on your balance: {bonus} of it is a bonus.',
  'firstDeposit.wagering':
    'Your deposit adds {depositMultiple}× itself to your turnover requirement and the bonus {bonusMultiple}× itself.',
  'firstDeposit.once': 'Only your first deposit gets it; once you have deposited, the offer ends.',
  'firstDeposit.go': 'Deposit {deposit}',

  'vip.title': 'VIP club',
  'vip.intro':
    'Your level comes from all your paid deposits. Each level raises how much you can withdraw at a time and how often.',
  'vip.level': 'VIP {level}',
  'vip.yourLevel': 'Your level',
  'vip.deposited': 'Deposited so far: {amount}',
  'vip.toNext': '{amount} more in deposits to reach VIP {level}.',
  'vip.progress': 'Progress to VIP {level}',
  'vip.top': 'You are at the top level.',
  'vip.levelZero': 'Before your first deposit you have VIP 1’s limits.',
  'vip.neverGates':
    'A level is never a condition for withdrawing money you have won: every level can withdraw, and none ever asks you to deposit to release your winnings.',
  'vip.benefits': 'Benefits by level',
  'vip.from': 'From {amount} deposited',
  'vip.perDay': 'Withdrawals a day: {count}',
  'vip.perWithdrawal': 'Most per withdrawal: {amount}',
  'vip.signIn': 'Daily sign-in reward: {multiplier}×',
  'vip.current': 'Your level',
  'vip.open': 'See your VIP level',

  'invite.intro':
    'Share your link. For each friend who signs up with it and whose first deposit is at least {deposit}, you get {amount}.',
  'invite.adults': 'Invite adults only.',
  'invite.link': 'Your invitation link',
  'invite.code': 'Code {code}',
  'invite.copy': 'Copy link',
  'invite.copied': 'Link copied.',
  'invite.copyFailed': 'Could not copy. Select the link and copy it.',
  'invite.share': 'Share',
  'invite.shareText': 'Play at Sorte with my invitation',
  'invite.stats': 'Your invitations',
  'invite.invited': 'Invited',
  'invite.qualified': 'Qualified',
  'invite.earned': 'Earned',
  'invite.claimable': 'To claim',
  'invite.claim': 'Claim {amount}',
  'invite.nothing': 'Nothing to claim yet',
  'invite.self':
    'Inviting yourself earns nothing: a friend who shares your device, a payout account or your CPF does not count.',
  'invite.notOffered': 'Invitations are not offered in your market.',
  'invite.open': 'Invite friends',

  'bag.title': 'Lucky bag',
  'bag.intro': 'A gift to start with: open the bag and win from {min} to {max}, once.',
  'bag.open': 'Open the bag',
  'bag.tap': 'Tap the bag',
  'bag.bag': 'The lucky bag',
  'bag.won': 'You won {amount}',
  'bag.play': 'Confirm and play {game}',
  'bag.close': 'Close',
};

export type RewardWords = Record<keyof typeof rewardsEn, string>;
export type RewardWordKey = keyof typeof rewardsEn;
