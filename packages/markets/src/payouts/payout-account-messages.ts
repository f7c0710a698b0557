import { fillTemplate } from '../fill-template';
import type { MarketLanguage } from '../market';
import type { MarketCode } from '../market-codes';
import type { PayoutAccountErrorCode } from './check-payout-account';
import { holderNameLengthMax } from './fields/check-holder-name-field';
import { mobileNumberRules } from './mobile-number-rules';

/**
 * What a player reads for each refused field or account, in the three languages of the product.
 * `{example}` is the market's way of writing a mobile number.
 */
export const payoutAccountMessages: {
  readonly [Language in MarketLanguage]: { readonly [Code in PayoutAccountErrorCode]: string };
} = {
  'pt-BR': {
    field_missing: 'Preencha este campo.',
    cpf_invalid: 'Este CPF não é válido. Confira os 11 dígitos.',
    phone_invalid: 'Digite um número de celular, por exemplo {example}.',
    email_invalid: 'Digite um e-mail válido, como nome@exemplo.com.',
    pix_random_key_invalid:
      'Digite a chave aleatória exatamente como seu banco mostra: 32 letras e números em 5 grupos.',
    clabe_invalid: 'Digite sua CLABE de 18 dígitos e confira o último dígito.',
    card_invalid: 'Digite os 16 dígitos do seu cartão de débito e confira-os.',
    bank_code_invalid:
      'Este código de banco não é válido. Digite o código do seu banco, só com números.',
    account_number_invalid: 'Confira o número da conta: ele não segue o formato do banco.',
    iban_invalid: 'Digite seu IBAN de 29 caracteres, começando com EG, como seu banco mostra.',
    qr_code_invalid:
      'Não podemos pagar para este código. Use seu próprio código QRIS estático, sem valor.',
    holder_name_invalid:
      'Digite o nome do titular como o banco ou a carteira mostra, usando apenas letras.',
    holder_name_too_long: 'O nome do titular pode ter no máximo {max} caracteres.',
    channel_unknown: 'Esta forma de saque não está disponível aqui. Escolha uma da lista.',
    player_cpf_missing:
      'Cadastre seu CPF primeiro: os saques são pagos apenas a contas no seu próprio CPF.',
    holder_cpf_required:
      'Digite o CPF do titular: os saques são pagos apenas a contas no seu próprio CPF.',
    cpf_not_own:
      'Esta conta não está no seu CPF. Os saques são pagos apenas a contas no seu próprio CPF.',
    holder_cpf_mismatch:
      'Uma chave CPF pertence ao titular: o CPF do titular deve ser a própria chave.',
  },
  en: {
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
  es: {
    field_missing: 'Completa este campo.',
    cpf_invalid: 'Este CPF no es válido. Revisa sus 11 dígitos.',
    phone_invalid: 'Ingresa un número de celular, por ejemplo {example}.',
    email_invalid: 'Ingresa un correo válido, como nombre@ejemplo.com.',
    pix_random_key_invalid:
      'Ingresa la clave aleatoria tal como la muestra tu banco: 32 letras y números en 5 grupos.',
    clabe_invalid: 'Ingresa tu CLABE de 18 dígitos y revisa el último dígito.',
    card_invalid: 'Ingresa los 16 dígitos de tu tarjeta de débito y revísalos.',
    bank_code_invalid:
      'Este código de banco no es válido. Ingresa el código de tu banco, solo con números.',
    account_number_invalid: 'Revisa el número de cuenta: no sigue el formato del banco.',
    iban_invalid:
      'Ingresa tu IBAN de 29 caracteres, que empieza con EG, tal como lo muestra tu banco.',
    qr_code_invalid:
      'No podemos pagar a este código. Usa tu propio código QRIS estático, sin monto.',
    holder_name_invalid:
      'Ingresa el nombre del titular como lo muestra el banco o la billetera, solo con letras.',
    holder_name_too_long: 'El nombre del titular puede tener como máximo {max} caracteres.',
    channel_unknown: 'Este método de retiro no está disponible aquí. Elige uno de la lista.',
    player_cpf_missing:
      'Primero registra tu CPF: los retiros se pagan solo a cuentas a tu propio CPF.',
    holder_cpf_required:
      'Ingresa el CPF del titular: los retiros se pagan solo a cuentas a tu propio CPF.',
    cpf_not_own:
      'Esta cuenta no está a tu CPF. Los retiros se pagan solo a cuentas a tu propio CPF.',
    holder_cpf_mismatch:
      'Una clave CPF pertenece a su titular: el CPF del titular debe ser la misma clave.',
  },
};

/** The message for a refused field or account, in the player's language. */
export function payoutAccountErrorMessage(
  code: PayoutAccountErrorCode,
  language: MarketLanguage,
  marketCode: MarketCode,
): string {
  return fillTemplate(payoutAccountMessages[language][code], {
    example: mobileNumberRules[marketCode].example,
    max: String(holderNameLengthMax),
  });
}
