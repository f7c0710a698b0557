import type { CatalogueShape, DepositLimitPeriod } from '../../api/api-catalogue';

const periodWords: Record<DepositLimitPeriod, string> = {
  day: 'daily',
  week: 'weekly',
  month: 'monthly',
};

/** English: every message a player can read from the api, with its parameters. */
export const english = {
  messages: {
    ok: 'OK',
    bad_request: 'Some of the information sent is not valid.',
    unsupported_media_type: 'Requests must be sent as JSON.',
    payload_too_large: 'The request is too large.',
    not_found: 'This service does not exist.',
    method_not_allowed: 'Use POST for this service.',
    too_many_requests: 'Too many attempts. Please wait a minute and try again.',
    token_invalid: 'Your session has ended. Please sign in again.',
    login_type_unsupported: 'This sign-in method is not available yet.',
    region_blocked: 'Sorte is not available in your region.',
    game_unknown: 'This game is not available.',
    amount_invalid: 'Dear player, this amount is not available.',
    deposit_unavailable:
      'Deposits are unavailable right now. Nothing was charged; please try again.',
    credentials_invalid: 'Wrong username, phone, e-mail or password.',
    login_locked:
      'Too many wrong passwords for this account. Sign-in is paused for up to an hour; please try again later.',
    login_locked_address:
      'Too many wrong passwords from this connection. Sign-in is paused for up to an hour; please try again later.',
    credentials_required:
      'This account is protected by a password. Sign in with your username, phone or e-mail.',
    session_idle: 'You were signed out for inactivity. Please sign in again.',
    password_too_weak: 'Choose a password of at least 8 characters, not one repeated.',
    password_wrong: 'The current password is not right.',
    phone_invalid: 'Please enter your mobile number with its country code.',
    email_invalid: 'Please enter a valid e-mail, like name@example.com.',
    phone_taken: 'This phone number already signs into another account.',
    email_taken: 'This e-mail already signs into another account.',
    username_invalid:
      'Please enter 3-15 characters: letters, digits, _ . or -, without spaces or emoji.',
    username_taken: 'This username is taken. Please choose another.',
    birth_date_missing: 'Please select your date of birth',
    under_age: 'Only open to users over 18 years old',
    terms_not_accepted: 'Please confirm your age and accept the terms.',
    age_unconfirmed: 'Please confirm your age first: Sorte is for adults only.',
    age_already_confirmed:
      'Your age is already confirmed and cannot be changed here. Please contact support.',
    period_invalid: 'This period is not offered. Please choose one of the listed periods.',
    excluded: 'You are taking a break from play. Games and deposits return when it ends.',
    deposit_limit_reached: 'This deposit would pass one of your deposit limits.',
    payout_account_invalid: 'This payout account is not valid. Please check the fields marked.',
    payout_account_unknown: 'This payout account was not found.',
    cpf_invalid: 'This CPF is not valid. Please check the 11 digits.',
    cpf_taken: 'This CPF is registered to another account. Please contact support.',
    cpf_already_set:
      'Your CPF is already registered and cannot be changed here. Please contact support.',
    withdrawProcessing: 'You have a withdrawal in progress. Please wait for it to finish.',
    needPlayGame: 'Please play through the remaining wagering before withdrawing.',
    daily_limit_reached: 'You have reached the number of withdrawals for today.',
    too_frequent: 'Withdrawals are too frequent. Please try again in a moment.',
    account_missing: 'Please add the payout account the withdrawal goes to.',
    only_support_ten: 'This amount must be a multiple of the step shown.',
    insufficient_balance: 'Your balance is not enough for this withdrawal.',
    needUpgradeVip: 'This amount is above the limit per withdrawal of your level.',
    no_channel: 'No payout channel carries this amount. Please choose a smaller amount.',
    idempotency_key_reused:
      'This request was already sent with other details. Please start it again.',
    quote_changed:
      'The fee or tax for this withdrawal has changed. Please check the new quote and confirm again.',
    withdrawal_unknown: 'This withdrawal was not found.',
    withdrawal_not_cancellable: 'This withdrawal can no longer be cancelled.',
    withdrawal_not_in_review: 'This withdrawal is not waiting for review.',
    loss_limit_reached:
      'You have reached a loss limit you set. Games open again when its period ends.',
    play_time_limit_reached:
      'You have reached the daily play time you set. Games open again tomorrow.',
    limits_required: 'Please choose your loss and time limits first, in your profile.',
    limit_invalid: 'This limit is not valid. Each limit once, and at most 1440 minutes a day.',
    ticket_topic_invalid: 'Please choose what your message is about.',
    ticket_message_too_short: 'Please write a little more so we can help.',
    ticket_message_too_long: 'Your message is too long. Please shorten it.',
    ticket_message_invalid:
      'Your message holds a character that cannot be sent. Please remove it and try again.',
    too_many_open_tickets:
      'You already have several requests waiting for an answer. Please wait for a reply, or write in one of them.',
    ticket_unknown: 'This request was not found.',
    ticket_closed: 'This request is closed. Please open a new one.',
    ticket_full: 'This conversation is full. Please open a new request.',
    reward_unavailable: 'This reward is not offered in your market.',
    reward_not_due: 'This reward is not earned yet.',
    reward_claimed_today: "Today's sign-in reward is already yours. Come back tomorrow.",
    staff_role_forbidden: 'Your role does not allow this.',
    staff_second_factor_required: 'Enrol your authenticator app first (two-factor sign-in).',
    totp_already_enrolled: 'Two-factor sign-in is already set up for this account.',
    totp_code_wrong:
      'That code is not the current one. Check the time on your phone and try again.',
    staff_unknown: 'No staff account has that username.',
    withdrawal_same_approver:
      'You gave this withdrawal its first approval. A different staff member must give the second.',
    withdrawal_not_retryable:
      'Only an approved payout the provider has not accepted yet can be sent again.',
    deposit_unknown: 'This deposit was not found.',
    deposit_not_in_review: 'This deposit is not waiting for review.',
    deposit_currency_differs:
      "This payment arrived in another currency than the player's. It can only be refunded.",
    deposit_payment_in_ledger:
      'The ledger already holds this payment for another movement. Nothing was changed.',
    provider_unavailable:
      'The payment provider did not answer. Nothing changed; try again shortly.',
    provider_refused: 'The payment provider refused this request. Nothing changed.',
    note_too_short: 'The note is empty. Please write what other staff should know.',
    note_too_long: 'The note is too long. Please keep it to 2000 characters.',
    note_invalid: 'The note holds a character that cannot be kept. Please remove it.',
    adjustment_amount_invalid: 'An adjustment moves a whole amount other than zero.',
    adjustment_reason_invalid:
      'Please give the reason for this adjustment in 10 to 500 characters.',
    adjustment_unknown: 'No adjustment has this id.',
    adjustment_not_pending: 'This adjustment is no longer waiting for a decision.',
    adjustment_same_staff: 'Another staff member must approve an adjustment you proposed.',
    adjustment_exceeds_balance:
      "This debit is larger than the player's balance. Nothing was changed.",
    report_range_invalid: 'Choose a range of up to 92 days that starts before it ends.',
    closure_request_none: 'There is no open request to close this account.',
    closure_money_left:
      'The account still holds money or has money on its way (a withdrawal or deposit in progress): it is closed once there is none.',
    account_closed:
      "This account was closed at its holder's request. Its records are kept for as long as the law requires.",
    player_unknown: 'No player has that id.',
    care_message_unknown: 'This message was not found.',
    settings_version_stale:
      'Someone saved these settings since you opened them. Reload to see their version, then make your change again.',
    settings_invalid: 'Some values do not pass the checks. Preview the change to see which.',
    settings_unchanged: 'These settings are the ones in force already: nothing to save.',
    internal_error: 'Something went wrong on our side. Please try again.',
  },
  texts: {
    underAge: ({ minimumAge }) => `Only open to users over ${minimumAge} years old`,
    sessionIdle: ({ minutes }) =>
      `You were signed out after ${minutes} minutes without activity. Please sign in again.`,
    excludedUntil: ({ until }) =>
      `You are taking a break from play until ${until}. Games and deposits return then.`,
    depositAmountWhole: ({ min, max }) =>
      `Dear player, this amount supports only whole amounts, without cents: ${min}~${max}`,
    depositAmountRange: ({ min, max }) => `Dear player, this amount supports only ${min}~${max}`,
    depositLimitReached: ({ period, limit, left }) =>
      `This deposit would pass your ${periodWords[period]} deposit limit of ${limit}. You can still deposit ${left} in this period.`,
    payoutAccountsFull: ({ max }) =>
      `You can keep up to ${max} payout accounts. Remove one before adding another.`,
    payoutAccountDuplicate: 'You already have this payout account.',
    depositReasons: {
      failed: 'The payment provider could not create the payment. Nothing was charged.',
      review:
        'The amount paid differs from the order, so it was not credited by itself. Please write to support with this order number.',
      expired: 'The time to pay ran out. Nothing was charged.',
      refunded:
        'The amount paid differed from the order, so it was refunded to the account it came from.',
    },
    bodyRefusals: {
      not_an_object: 'the body must be a JSON object',
      nul_character: 'contains a character that is not allowed (U+0000)',
    },
    supportMessageTooShort: ({ min }) => `Please write at least ${min} characters so we can help.`,
    supportMessageTooLong: ({ max }) => `Please keep your message to ${max} characters or fewer.`,
    supportTicketsWaiting: ({ max }) =>
      `You already have ${max} requests waiting for an answer. Please wait for a reply, or write in one of them.`,
    staffReplyEmpty: 'The reply is empty. Please write the answer the player will read.',
    staffSignInRefused: 'Wrong username or password.',
  },
} satisfies CatalogueShape;

/** The stable `msgCode`s English words; the api checks they are exactly `@sorte/contracts`'. */
export type ApiMessageCode = keyof typeof english.messages;
