/**
 * The terms of use and the responsible gaming page, in English, which defines the keys; `pt-BR.ts`
 * and `es.ts` must have the same ones. Loaded with those pages only (`policy-words.ts`). Every
 * sentence describes the product as it works today: read the code before changing one.
 */
export const policiesEn = {
  'terms.title': 'Terms of use',
  'terms.intro':
    'These terms describe how Sorte works today. Ticking the box in the age setup accepts them.',
  'terms.who.title': 'Who may play',
  'terms.who.text':
    'Only adults aged {age} or over. You confirm your age once, with your date of birth, before your first deposit or game, and it cannot be changed later.',
  'terms.account.title': 'Your account',
  'terms.account.text':
    'You start as a guest on this device. Until you secure it with a password, the account opens only here and is lost with the device. Once secured, it opens on any device with your username, phone or e-mail and the password: keep the password to yourself.',
  'terms.deposits.title': 'Deposits',
  'terms.deposits.text':
    'You pay on the payment provider’s page. A deposit reaches your balance only when the provider confirms the payment; an order not paid in time expires and nothing is charged. The deposit limits you set apply to every deposit.',
  'terms.bonuses.title': 'Bonuses and wagering',
  'terms.bonuses.text':
    'A deposit’s bonus, if it has one, is shown before you pay. Each deposit adds its own amount to your wagering and each bonus adds {multiple} times its amount; every bet lowers it. Your balance can be withdrawn once the wagering reaches zero.',
  'terms.bonuses.textNone':
    'The rules of this market allow no deposit bonus or other advance bonus. Each deposit adds its own amount to your wagering and every bet lowers it; your balance can be withdrawn once it reaches zero.',
  'terms.withdrawals.title': 'Withdrawals',
  'terms.withdrawals.text':
    'Withdrawals go to the bank or wallet account you add on the Withdraw page, one at a time, within the limits of your VIP level. Any fee or tax is shown in the quote before you confirm and is taken from the payout: you are never asked to pay to release your money. Some withdrawals are checked by our team before they are sent. If one is rejected, fails or is cancelled, the whole amount returns to your balance.',
  'terms.withdrawals.textOwnCpf':
    'Withdrawals go only to accounts in your own CPF, which you register once on the Withdraw page, one at a time, within the limits of your VIP level. Any fee or tax is shown in the quote before you confirm and is taken from the payout: you are never asked to pay to release your money. Each withdrawal is due within {minutes} minutes of the request, and the tracker counts it down. If one is rejected, fails or is cancelled, the whole amount returns to your balance.',
  'terms.games.title': 'Games',
  'terms.games.text':
    'Each game shows its return to player (RTP), volatility and maximum win before you play. Every round can be checked inside the game with provably fair seeds. The recent rounds of each game are in your history, and every movement of your balance is in your statement.',
  'terms.care.title': 'Limits and breaks',
  'terms.care.text':
    'You can set deposit, loss and play-time limits, take a break or exclude yourself on your profile; the Responsible gaming page explains each one. A break or self-exclusion cannot be cancelled early, and it never stops a withdrawal.',
  'terms.support.title': 'Support and complaints',
  'terms.support.text':
    'Write to us from the Support page, where your requests and our replies stay, or at {email}. If our answer does not settle it, the ombudsman is at {ombudsman}.',
  'terms.operator.title': 'Who runs Sorte',
  'terms.operator.text': 'Sorte is operated by {company} ({registration}), licence {licence}.',

  'care.title': 'Responsible gaming',
  'care.intro':
    'Betting is entertainment that costs money, never a way to earn it. These tools are on your profile. Limits, breaks and self-exclusion are applied by the server, so no game or deposit gets past them.',
  'care.deposit.title': 'Deposit limits',
  'care.deposit.text':
    'Per day, week and month of your market’s calendar. A deposit that would pass one is refused, naming what is left. A lower limit applies at once; a higher one, or none, after 24 hours.',
  'care.loss.title': 'Loss and play-time limits',
  'care.loss.text':
    'Net losses (your bets minus your wins) per day, week and month, and minutes of play per day. When one is reached, games stop, a game already open too. A lower limit applies at once; a higher one, or none, after 24 hours.',
  'care.loss.textRequired':
    'Net losses (your bets minus your wins) per day, week and month, and minutes of play per day, which you choose here before your first deposit or game. When one is reached, games stop, a game already open too. A lower limit applies at once; a higher one, or none, after 24 hours.',
  'care.reminder.title': 'Session reminders',
  'care.reminder.text':
    'While a game is open, a reminder shows how long you have played and the result of the session, every 15, 30 or 60 minutes, with a way to leave the game.',
  'care.break.title': 'Take a break',
  'care.break.text':
    '24 hours, 7 days or 30 days without games or deposits. It cannot be cancelled early. You can still sign in, see your balance and history, and withdraw.',
  'care.exclusion.title': 'Self-exclusion',
  'care.exclusion.text':
    'For {periods}: no games and no deposits until it ends, and it cannot be lifted early. Your balance and history stay, and you can still withdraw.',
  'care.national.title': 'National self-exclusion',
  'care.national.text':
    'The government’s service blocks your CPF at every authorised betting site in Brazil at once.',
  'care.national.link': 'Open the gov.br self-exclusion',
  'care.signs.title': 'When to stop',
  'care.signs.text':
    'Stop and take a break if you chase losses, bet more or for longer than you planned, use money meant for bills, borrow to play, or hide how much you play. Talk to someone you trust.',
  'care.adults.title': 'Adults only',
  'care.adults.text':
    'Sorte is only for adults aged {age} or over. Every player confirms their age with a date of birth before the first deposit or game.',
  'care.help.title': 'Questions',
  'care.help.text':
    'Write to us from the Support page with any question about these tools; our replies stay there.',
};

export type PolicyWords = Record<keyof typeof policiesEn, string>;
export type PolicyWordKey = keyof typeof policiesEn;
