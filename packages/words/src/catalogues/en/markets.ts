/**
 * The words of `@sorte/markets`' rules, in English, which defines the keys (the markets package
 * checks they are exactly its codes): payout channels' names (wallet names are their brands), the
 * refusals of a payout account's fields, the withdrawal stages (seed §8: honest words only, no
 * stage promises a time, and every ending that is not `paid` says the whole amount is back on the
 * balance), the refusals of a withdrawal, why a payout failed, and a channel's typical time.
 * `{name}` marks a value filled in by the rule; amounts go through `formatMoney`.
 */
export const english = {
  payoutChannels: {
    br_pix_cpf: 'PIX: CPF',
    br_pix_phone: 'PIX: mobile number',
    br_pix_email: 'PIX: e-mail',
    br_pix_random: 'PIX: random key',
    ng_bank: 'Bank account',
    id_dana: 'DANA',
    id_ovo: 'OVO',
    id_linkaja: 'LinkAja',
    id_shopeepay: 'ShopeePay',
    id_qris: 'QRIS',
    id_bank: 'Bank account',
    mx_clabe: 'CLABE',
    mx_debit_card: 'Debit card',
    ph_gcash: 'GCash',
    ph_maya: 'Maya',
    vn_bank: 'Bank account',
    vn_momo: 'MoMo',
    th_bank: 'Bank account',
    th_promptpay: 'PromptPay',
    eg_bank: 'Bank account (IBAN)',
    eg_wallet: 'Mobile wallet',
  },
  payoutAccountRefusals: {
    field_missing: 'Please fill in this field.',
    cpf_invalid: 'This CPF is not valid. Please check its 11 digits.',
    phone_invalid: 'Enter a mobile number, for example {example}.',
    email_invalid: 'Enter a valid e-mail address, like name@example.com.',
    pix_random_key_invalid:
      'Enter the random key exactly as your bank shows it: 32 letters and digits in 5 groups.',
    clabe_invalid: 'Enter your 18-digit CLABE and check its last digit.',
    card_invalid: 'Enter the 16 digits of your debit card and check them.',
    bank_code_invalid: "This bank code is not valid. Enter your bank's code, in digits only.",
    account_number_invalid: "Check the account number: it does not follow the bank's format.",
    iban_invalid: 'Enter your 29-character IBAN, starting with EG, as your bank shows it.',
    qr_code_invalid:
      'We cannot pay to this code. Use your own static QRIS code, without an amount.',
    holder_name_invalid:
      "Enter the holder's name as the bank or wallet shows it, using letters only.",
    holder_name_too_long: "The holder's name can be at most {max} characters long.",
    channel_unknown: 'This withdrawal method is not available here. Choose one from the list.',
    player_cpf_missing:
      'Add your CPF first: withdrawals are paid only to accounts in your own CPF.',
    holder_cpf_required:
      "Enter the account holder's CPF: withdrawals are paid only to accounts in your own CPF.",
    cpf_not_own:
      'This account is not in your CPF. Withdrawals are paid only to accounts in your own CPF.',
    holder_cpf_mismatch:
      "A CPF key belongs to its holder: the holder's CPF must be the key itself.",
  },
  withdrawalStages: {
    requested: {
      label: 'Requested',
      explanation: 'We received your request and set the amount aside from your balance.',
    },
    reviewing: {
      label: 'In review',
      explanation: 'We are checking the request before sending the payment.',
    },
    approved: {
      label: 'Approved',
      explanation: 'The withdrawal is approved and will be sent to your account.',
    },
    sent: {
      label: 'Sent',
      explanation: 'The payment has left us and is with your bank or wallet, which confirms it.',
    },
    paid: {
      label: 'Paid',
      explanation: 'Your bank or wallet confirmed the payment: the money is in your account.',
    },
    rejected: {
      label: 'Rejected',
      explanation: 'We did not approve this withdrawal; the whole amount is back on your balance.',
    },
    failed: {
      label: 'Failed',
      explanation: 'The payment did not go through; the whole amount is back on your balance.',
    },
    cancelled: {
      label: 'Cancelled',
      explanation: 'You cancelled this withdrawal; the whole amount is back on your balance.',
    },
  },
  withdrawalRefusals: {
    withdrawProcessing:
      'You already have a withdrawal in progress. You can request another when it ends; until it is approved, you can cancel it.',
    needPlayGame:
      'Wagering left: {turnover}. Withdrawal opens when it reaches zero; every bet lowers it.',
    daily_limit_reached:
      "You have reached your level's daily withdrawal limit ({count} a day). You can withdraw again tomorrow.",
    too_frequent: 'Please wait {seconds} s before requesting another withdrawal.',
    account_missing: 'Please add the withdrawal account to be linked.',
    amount_invalid: 'Dear player, choose an amount from {min} to {max}.',
    only_support_ten: 'Dear player, withdrawals are made in multiples of {step}.',
    insufficient_balance: 'Your balance is {balance}, less than this amount.',
    needUpgradeVip:
      'At your level, each withdrawal can be up to {limit}. Choose up to {limit}; the rest can go in another withdrawal.',
    no_channel:
      '{channel} takes up to {max} per withdrawal. Choose a smaller amount or another account.',
  },
  payoutFailures: {
    invalid_destination:
      'The bank or wallet did not recognise this account. Check or change it and try again; the whole amount is back on your balance.',
    destination_closed:
      'This account is closed or blocked. Add another account and try again; the whole amount is back on your balance.',
    rejected_by_bank:
      'The bank or wallet refused the payment. Try again or use another account; the whole amount is back on your balance.',
    provider_refused:
      'The payment provider did not accept this payout. Try again later; the whole amount is back on your balance.',
  },
  typicalTime: 'Usually arrives about {minutes} min after it is sent.',
};

type Widened<T> = T extends string ? string : { readonly [K in keyof T]: Widened<T[K]> };

/** Every language's words for the markets' rules: English's keys, each a text. */
export type MarketsWords = Widened<typeof english>;
