import type { MarketsWords } from '../en/markets';

export const portuguese: MarketsWords = {
  payoutChannels: {
    br_pix_cpf: 'PIX: CPF',
    br_pix_phone: 'PIX: celular',
    br_pix_email: 'PIX: e-mail',
    br_pix_random: 'PIX: chave aleatória',
    ng_bank: 'Conta bancária',
    id_dana: 'DANA',
    id_ovo: 'OVO',
    id_linkaja: 'LinkAja',
    id_shopeepay: 'ShopeePay',
    id_qris: 'QRIS',
    id_bank: 'Conta bancária',
    mx_clabe: 'CLABE',
    mx_debit_card: 'Cartão de débito',
    ph_gcash: 'GCash',
    ph_maya: 'Maya',
    vn_bank: 'Conta bancária',
    vn_momo: 'MoMo',
    th_bank: 'Conta bancária',
    th_promptpay: 'PromptPay',
    eg_bank: 'Conta bancária (IBAN)',
    eg_wallet: 'Carteira de celular',
  },
  payoutAccountRefusals: {
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
  withdrawalStages: {
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
  withdrawalRefusals: {
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
  payoutFailures: {
    invalid_destination:
      'O banco ou a carteira não reconheceu esta conta. Confira ou troque a conta e tente de novo; o valor total voltou para o seu saldo.',
    destination_closed:
      'Esta conta está encerrada ou bloqueada. Adicione outra conta e tente de novo; o valor total voltou para o seu saldo.',
    rejected_by_bank:
      'O banco ou a carteira recusou o pagamento. Tente de novo ou use outra conta; o valor total voltou para o seu saldo.',
    provider_refused:
      'O provedor de pagamento não aceitou enviar este saque. Tente de novo mais tarde; o valor total voltou para o seu saldo.',
  },
  typicalTime: 'Costuma chegar cerca de {minutes} min depois de enviado.',
};
