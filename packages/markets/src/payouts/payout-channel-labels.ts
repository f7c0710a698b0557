import type { MarketLanguage } from '../market';

const bankAccount = { 'pt-BR': 'Conta bancária', en: 'Bank account', es: 'Cuenta bancaria' };

/** The name of each payout channel as a player reads it; wallet names are their brands. */
export const payoutChannelLabels: {
  readonly [Language in MarketLanguage]: Readonly<Record<string, string>>;
} = {
  'pt-BR': {
    br_pix_cpf: 'PIX: CPF',
    br_pix_phone: 'PIX: celular',
    br_pix_email: 'PIX: e-mail',
    br_pix_random: 'PIX: chave aleatória',
    ng_bank: bankAccount['pt-BR'],
    id_dana: 'DANA',
    id_ovo: 'OVO',
    id_linkaja: 'LinkAja',
    id_shopeepay: 'ShopeePay',
    id_qris: 'QRIS',
    id_bank: bankAccount['pt-BR'],
    mx_clabe: 'CLABE',
    mx_debit_card: 'Cartão de débito',
    ph_gcash: 'GCash',
    ph_maya: 'Maya',
    vn_bank: bankAccount['pt-BR'],
    vn_momo: 'MoMo',
    th_bank: bankAccount['pt-BR'],
    th_promptpay: 'PromptPay',
    eg_bank: 'Conta bancária (IBAN)',
    eg_wallet: 'Carteira de celular',
  },
  en: {
    br_pix_cpf: 'PIX: CPF',
    br_pix_phone: 'PIX: mobile number',
    br_pix_email: 'PIX: e-mail',
    br_pix_random: 'PIX: random key',
    ng_bank: bankAccount.en,
    id_dana: 'DANA',
    id_ovo: 'OVO',
    id_linkaja: 'LinkAja',
    id_shopeepay: 'ShopeePay',
    id_qris: 'QRIS',
    id_bank: bankAccount.en,
    mx_clabe: 'CLABE',
    mx_debit_card: 'Debit card',
    ph_gcash: 'GCash',
    ph_maya: 'Maya',
    vn_bank: bankAccount.en,
    vn_momo: 'MoMo',
    th_bank: bankAccount.en,
    th_promptpay: 'PromptPay',
    eg_bank: 'Bank account (IBAN)',
    eg_wallet: 'Mobile wallet',
  },
  es: {
    br_pix_cpf: 'PIX: CPF',
    br_pix_phone: 'PIX: celular',
    br_pix_email: 'PIX: correo',
    br_pix_random: 'PIX: clave aleatoria',
    ng_bank: bankAccount.es,
    id_dana: 'DANA',
    id_ovo: 'OVO',
    id_linkaja: 'LinkAja',
    id_shopeepay: 'ShopeePay',
    id_qris: 'QRIS',
    id_bank: bankAccount.es,
    mx_clabe: 'CLABE',
    mx_debit_card: 'Tarjeta de débito',
    ph_gcash: 'GCash',
    ph_maya: 'Maya',
    vn_bank: bankAccount.es,
    vn_momo: 'MoMo',
    th_bank: bankAccount.es,
    th_promptpay: 'PromptPay',
    eg_bank: 'Cuenta bancaria (IBAN)',
    eg_wallet: 'Billetera móvil',
  },
};

/** A channel's name in the player's language; throws for an id no market offers. */
export function payoutChannelLabel(channelId: string, language: MarketLanguage): string {
  const label = payoutChannelLabels[language][channelId];
  if (label === undefined) throw new RangeError(`no payout channel ${channelId}`);
  return label;
}
