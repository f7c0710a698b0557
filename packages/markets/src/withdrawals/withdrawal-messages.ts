import type { MarketLanguage } from '../market';
import type { WithdrawalRefusalCode } from './withdrawal-refusal';
import type { PayoutFailureReason, WithdrawalStage } from './withdrawal-stages';

interface StageCopy {
  readonly label: string;
  /** One sentence a player reads under the label. */
  readonly explanation: string;
}

type Catalogue<Key extends string, Value> = {
  readonly [Language in MarketLanguage]: { readonly [K in Key]: Value };
};

/**
 * Each stage's label and explanation (seed §8). Honest words only: no stage promises a time, and
 * every ending that is not `paid` says the whole amount is back on the balance, which the ledger
 * does in the same transaction that records it.
 */
export const withdrawalStageMessages: Catalogue<WithdrawalStage, StageCopy> = {
  'pt-BR': {
    requested: {
      label: 'Solicitado',
      explanation: 'Recebemos seu pedido e separamos o valor do seu saldo.',
    },
    reviewing: {
      label: 'Em análise',
      explanation: 'Estamos conferindo o pedido antes de enviar o pagamento.',
    },
    approved: {
      label: 'Aprovado',
      explanation: 'O saque foi aprovado e será enviado para a sua conta.',
    },
    sent: {
      label: 'Enviado',
      explanation:
        'O pagamento saiu daqui e está com o seu banco ou carteira, que confirma a chegada.',
    },
    paid: {
      label: 'Pago',
      explanation: 'Seu banco ou carteira confirmou o pagamento: o dinheiro está na sua conta.',
    },
    rejected: {
      label: 'Recusado',
      explanation: 'Não aprovamos este saque; o valor total voltou para o seu saldo.',
    },
    failed: {
      label: 'Falhou',
      explanation: 'O pagamento não foi concluído; o valor total voltou para o seu saldo.',
    },
    cancelled: {
      label: 'Cancelado',
      explanation: 'Você cancelou este saque; o valor total voltou para o seu saldo.',
    },
  },
  en: {
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
  es: {
    requested: {
      label: 'Solicitado',
      explanation: 'Recibimos tu solicitud y apartamos el monto de tu saldo.',
    },
    reviewing: {
      label: 'En revisión',
      explanation: 'Estamos revisando la solicitud antes de enviar el pago.',
    },
    approved: {
      label: 'Aprobado',
      explanation: 'El retiro fue aprobado y se enviará a tu cuenta.',
    },
    sent: {
      label: 'Enviado',
      explanation:
        'El pago salió de aquí y está con tu banco o billetera, que confirma su llegada.',
    },
    paid: {
      label: 'Pagado',
      explanation: 'Tu banco o billetera confirmó el pago: el dinero está en tu cuenta.',
    },
    rejected: {
      label: 'Rechazado',
      explanation: 'No aprobamos este retiro; el monto total volvió a tu saldo.',
    },
    failed: {
      label: 'Fallido',
      explanation: 'El pago no se completó; el monto total volvió a tu saldo.',
    },
    cancelled: {
      label: 'Cancelado',
      explanation: 'Cancelaste este retiro; el monto total volvió a tu saldo.',
    },
  },
};

/**
 * Each refusal's message (seed §8), with placeholders: {turnover}, {balance}, {min}, {max},
 * {step} and {limit} are amounts, {count} a number, {seconds} a wait, {channel} a channel's name.
 * None asks for a deposit: a level's limit is named, never sold.
 */
export const withdrawalRefusalMessages: Catalogue<WithdrawalRefusalCode, string> = {
  'pt-BR': {
    withdrawProcessing:
      'Você já tem um saque em andamento. Poderá pedir outro quando ele terminar; até ser aprovado, você pode cancelá-lo.',
    needPlayGame:
      'Rollover restante: {turnover}. O saque fica disponível quando ele chegar a zero; cada aposta o reduz.',
    daily_limit_reached:
      'Você atingiu o limite diário de saques do seu nível ({count} por dia). Poderá sacar novamente amanhã.',
    too_frequent: 'Aguarde {seconds} s antes de pedir outro saque.',
    account_missing: 'Por favor, insira a conta de saque que precisa ser vinculada.',
    amount_invalid: 'Caro jogador, escolha um valor entre {min} e {max}.',
    only_support_ten: 'Caro jogador, os saques são feitos em múltiplos de {step}.',
    insufficient_balance: 'Seu saldo é {balance}, menor que este valor.',
    needUpgradeVip:
      'No seu nível, cada saque pode ser de até {limit}. Escolha até {limit}; o restante pode ir em outro saque.',
    no_channel: '{channel} recebe até {max} por saque. Escolha um valor menor ou outra conta.',
  },
  en: {
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
  es: {
    withdrawProcessing:
      'Ya tienes un retiro en curso. Podrás solicitar otro cuando termine; hasta que se apruebe, puedes cancelarlo.',
    needPlayGame:
      'Rollover pendiente: {turnover}. El retiro se habilita cuando llegue a cero; cada apuesta lo reduce.',
    daily_limit_reached:
      'Alcanzaste el límite diario de retiros de tu nivel ({count} por día). Podrás retirar de nuevo mañana.',
    too_frequent: 'Espera {seconds} s antes de solicitar otro retiro.',
    account_missing: 'Por favor, agrega la cuenta de retiro que se va a vincular.',
    amount_invalid: 'Estimado jugador, elige un monto entre {min} y {max}.',
    only_support_ten: 'Estimado jugador, los retiros se hacen en múltiplos de {step}.',
    insufficient_balance: 'Tu saldo es {balance}, menor que este monto.',
    needUpgradeVip:
      'En tu nivel, cada retiro puede ser de hasta {limit}. Elige hasta {limit}; el resto puede ir en otro retiro.',
    no_channel: '{channel} recibe hasta {max} por retiro. Elige un monto menor u otra cuenta.',
  },
};

/** Why a payout failed, told to the player beside the refund. */
export const payoutFailureMessages: Catalogue<PayoutFailureReason, string> = {
  'pt-BR': {
    invalid_destination:
      'O banco ou a carteira não reconheceu esta conta. Confira ou troque a conta e tente de novo; o valor total voltou para o seu saldo.',
    destination_closed:
      'Esta conta está encerrada ou bloqueada. Adicione outra conta e tente de novo; o valor total voltou para o seu saldo.',
    rejected_by_bank:
      'O banco ou a carteira recusou o pagamento. Tente de novo ou use outra conta; o valor total voltou para o seu saldo.',
    provider_refused:
      'O provedor de pagamento não aceitou enviar este saque. Tente de novo mais tarde; o valor total voltou para o seu saldo.',
  },
  en: {
    invalid_destination:
      'The bank or wallet did not recognise this account. Check or change it and try again; the whole amount is back on your balance.',
    destination_closed:
      'This account is closed or blocked. Add another account and try again; the whole amount is back on your balance.',
    rejected_by_bank:
      'The bank or wallet refused the payment. Try again or use another account; the whole amount is back on your balance.',
    provider_refused:
      'The payment provider did not accept this payout. Try again later; the whole amount is back on your balance.',
  },
  es: {
    invalid_destination:
      'El banco o la billetera no reconoció esta cuenta. Revísala o cámbiala e inténtalo de nuevo; el monto total volvió a tu saldo.',
    destination_closed:
      'Esta cuenta está cerrada o bloqueada. Agrega otra cuenta e inténtalo de nuevo; el monto total volvió a tu saldo.',
    rejected_by_bank:
      'El banco o la billetera rechazó el pago. Inténtalo de nuevo o usa otra cuenta; el monto total volvió a tu saldo.',
    provider_refused:
      'El proveedor de pagos no aceptó enviar este retiro. Inténtalo de nuevo más tarde; el monto total volvió a tu saldo.',
  },
};

/** A channel's typical time, worded as typical: {minutes} after the payment is sent. */
export const typicalTimeMessages: { readonly [Language in MarketLanguage]: string } = {
  'pt-BR': 'Costuma chegar cerca de {minutes} min depois de enviado.',
  en: 'Usually arrives about {minutes} min after it is sent.',
  es: 'Suele llegar unos {minutes} min después de enviado.',
};
