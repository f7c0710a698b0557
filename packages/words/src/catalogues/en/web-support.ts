/**
 * The support screens' words in English, which defines the keys; `../<language>/web-support.ts` must
 * have the same ones (TypeScript checks it). Loaded with the screen, not with `/` (`support-words.ts`).
 * Every answer is true of the product as it is: read the code before changing one.
 */
export const supportEn = {
  'contact.title': 'Talk to us',
  'contact.text':
    'Write to us with the form below: your requests and our replies stay on this page.',
  'contact.chat': 'Open chat',
  'contact.email': 'E-mail',

  'form.title': 'Write to us',
  'form.topic': 'Subject',
  'form.topicChoose': 'Choose a subject',
  'form.message': 'Your message',
  'form.messageHint': 'Tell us what happened. An order number helps us find it.',
  'form.count': '{count} of {max} characters',
  'form.send': 'Send',
  'form.sent': 'Sent. Our reply will appear under Your requests.',
  'topic.deposit': 'Deposits',
  'topic.withdrawal': 'Withdrawals',
  'topic.account': 'My account',
  'topic.games': 'Games',
  'topic.limits': 'Limits and breaks',
  'topic.other': 'Something else',
  'error.ticket_topic_invalid': 'Choose what your message is about.',
  'error.ticket_message_too_short': 'Write at least {min} characters so we can help.',
  'error.ticket_message_too_long': 'Keep your message to {max} characters or fewer.',
  'error.ticket_message_invalid':
    'Your message holds a character that cannot be sent. Remove it and try again.',

  'tickets.title': 'Your requests',
  'tickets.unread': 'New reply',
  'tickets.unreadCount': '{count} with a new reply',
  'tickets.loadMore': 'Show older',
  'tickets.messages': '{count} messages',
  'status.open': 'Waiting for our reply',
  'status.answered': 'Answered',
  'status.closed': 'Closed',

  'ticket.title': 'Your request',
  'ticket.number': 'Request {id}',
  'ticket.you': 'You',
  'ticket.support': 'Support',
  'ticket.waiting': 'We have your message. Our reply will appear here and under Your requests.',
  'ticket.closed': 'This request is closed. If you need more help, write a new one.',
  'ticket.writeAgain': 'Write again',
  'ticket.send': 'Send',
  'ticket.back': 'All requests',
  'ticket.missing': 'This request was not found.',
  'ticket.missingHint': 'Your own requests are listed on the Support page.',

  'faq.title': 'Frequently asked questions',
  'faq.age.q': 'Who can play?',
  'faq.age.a':
    'Adults aged {age} or over only. You confirm your age once, with your date of birth, before your first deposit or game.',
  'faq.deposit.q': 'How do I deposit, and when does it arrive?',
  'faq.deposit.a':
    'Tap Deposit, choose an amount and pay on the payment provider’s page. Your balance updates by itself as soon as the provider confirms the payment. An order not paid in time expires and nothing is charged.',
  'faq.bonus.q': 'Which bonuses are there?',
  'faq.bonus.a':
    'A deposit bonus, shown beside each amount in the Deposit drawer before you pay, and, until your first deposit is paid, an offer for it. There are also a daily sign-in reward, novice tasks and rewards for inviting friends: the Promotions page states the rules of each.',
  'faq.bonus.aNone':
    'None: the rules of this market do not allow deposit bonuses or other advance bonuses, so a deposit adds exactly what you pay.',
  'faq.wagering.q': 'What is the wagering (turnover)?',
  'faq.wagering.a':
    'Each deposit adds its own amount to your wagering, and each bonus adds {multiple} times its amount. Every bet lowers it. When it reaches zero, your whole balance can be withdrawn. The Withdraw page and your profile show what is left.',
  'faq.wagering.aNoBonus':
    'Each deposit adds its own amount to your wagering, and every bet lowers it. When it reaches zero, your whole balance can be withdrawn. The Withdraw page and your profile show what is left.',
  'faq.withdraw.q': 'When and how can I withdraw?',
  'faq.withdraw.a':
    'Once your wagering is zero. On the Withdraw page, add the bank or wallet account the money goes to, choose an amount and check the quote before you confirm. One withdrawal at a time, within the daily number and the limit per withdrawal of your VIP level, which the page shows.',
  'faq.withdraw.aOwnCpf':
    'Once your wagering is zero. On the Withdraw page, register your CPF, add an account in your own CPF, choose an amount and check the quote before you confirm. One withdrawal at a time, within the daily number and the limit per withdrawal of your VIP level, which the page shows.',
  'faq.stages.q': 'What do the withdrawal stages mean?',
  'faq.stages.a':
    'Requested, in review, approved, sent and paid, each with its time in the withdrawal tracker. You can cancel while it is requested or in review. If it is rejected, fails or is cancelled, the whole amount returns to your balance.',
  'faq.fees.q': 'Will I ever have to pay to receive a withdrawal?',
  'faq.fees.a':
    'No. Any fee or tax is shown in the quote before you confirm and is taken from the payout. Sorte never asks for a deposit to release your money.',
  'faq.limits.q': 'How do I set limits?',
  'faq.limits.a':
    'On your profile: deposit limits and loss limits per day, week and month, and a daily play-time limit. A lower limit applies at once; a higher one, or none, after 24 hours.',
  'faq.limits.aRequired':
    'You choose loss and play-time limits before your first deposit or game, and can change them on your profile, beside deposit limits per day, week and month. A lower limit applies at once; a higher one, or none, after 24 hours.',
  'faq.break.q': 'Can I take a break or exclude myself?',
  'faq.break.a':
    'Yes, on your profile: a break of 24 hours, 7 days or 30 days, or self-exclusion for {periods}. Neither can be cancelled early. Meanwhile you cannot play or deposit, but you can still sign in, see your balance and history, and withdraw.',
  'faq.national.q': 'Is there a national self-exclusion?',
  'faq.national.a':
    'Yes. The government’s service blocks your CPF at every authorised betting site in Brazil at once; your profile links to it.',
  'faq.reminder.q': 'What is the session reminder?',
  'faq.reminder.a':
    'While a game is open, a reminder shows how long you have played and the result of the session, every 15, 30 or 60 minutes as you choose on your profile (every hour until you choose).',
  'faq.fair.q': 'Are the games fair?',
  'faq.fair.a':
    'Each game shows its return to player (RTP), volatility and maximum win before you play, and its full paytable inside. Every round can be checked inside the game with provably fair seeds.',
  'faq.account.q': 'How do I keep my account if I change phone?',
  'faq.account.a':
    'Secure it on your profile with a password. Then sign in on any device with your username, phone or e-mail and that password, and find the same balance, history and limits. A guest account opens only on the device it was made on.',
  'faq.support.q': 'How do I reach support?',
  'faq.support.a':
    'With the form on this page. Your requests and our replies are listed here, and a new reply is marked until you open it.',
};

export type SupportWords = Record<keyof typeof supportEn, string>;
export type SupportWordKey = keyof typeof supportEn;
