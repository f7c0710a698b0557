import type { Catalogue, DepositLimitPeriod } from '../../api/api-catalogue';

const periodWords: Record<DepositLimitPeriod, string> = {
  day: 'diário',
  week: 'semanal',
  month: 'mensal',
};

/** Português (Brasil): every message a player can read from the api, with its parameters. */
export const portuguese: Catalogue = {
  messages: {
    ok: 'OK',
    bad_request: 'Algumas informações enviadas não são válidas.',
    unsupported_media_type: 'As solicitações devem ser enviadas em JSON.',
    payload_too_large: 'A solicitação é grande demais.',
    not_found: 'Este serviço não existe.',
    method_not_allowed: 'Use POST para este serviço.',
    too_many_requests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
    token_invalid: 'Sua sessão terminou. Entre novamente.',
    login_type_unsupported: 'Este método de acesso ainda não está disponível.',
    region_blocked: 'A Sorte não está disponível na sua região.',
    game_unknown: 'Este jogo não está disponível.',
    amount_invalid: 'Caro jogador, esse montante não está disponível.',
    deposit_unavailable:
      'Os depósitos estão indisponíveis agora. Nada foi cobrado; tente novamente.',
    credentials_invalid: 'Usuário, celular, e-mail ou senha incorretos.',
    login_locked:
      'Muitas senhas erradas para esta conta. O acesso fica pausado por até uma hora; tente mais tarde.',
    login_locked_address:
      'Muitas senhas erradas a partir desta conexão. O acesso fica pausado por até uma hora; tente mais tarde.',
    credentials_required:
      'Esta conta é protegida por senha. Entre com seu usuário, celular ou e-mail.',
    session_idle: 'Você saiu por inatividade. Entre novamente.',
    password_too_weak: 'Escolha uma senha de pelo menos 8 caracteres, sem repetir um só.',
    password_wrong: 'A senha atual não está correta.',
    phone_invalid: 'Digite seu número de celular com o código do país.',
    email_invalid: 'Digite um e-mail válido, como nome@exemplo.com.',
    phone_taken: 'Este celular já acessa outra conta.',
    email_taken: 'Este e-mail já acessa outra conta.',
    username_invalid:
      'Digite de 3 a 15 caracteres: letras, números, _ . ou -, sem espaços nem emojis.',
    username_taken: 'Este nome de usuário já está em uso. Escolha outro.',
    birth_date_missing: 'Selecione sua data de nascimento',
    under_age: 'Disponível apenas para maiores de 18 anos',
    terms_not_accepted: 'Confirme sua idade e aceite os termos.',
    age_unconfirmed: 'Confirme sua idade primeiro: a Sorte é apenas para maiores de idade.',
    age_already_confirmed:
      'Sua idade já foi confirmada e não pode ser alterada aqui. Fale com o suporte.',
    period_invalid: 'Este período não é oferecido. Escolha um dos períodos da lista.',
    excluded: 'Você está em uma pausa do jogo. Jogos e depósitos voltam quando ela terminar.',
    deposit_limit_reached: 'Este depósito passa de um dos seus limites de depósito.',
    payout_account_invalid: 'Esta conta de saque não é válida. Confira os campos marcados.',
    payout_account_unknown: 'Esta conta de saque não foi encontrada.',
    cpf_invalid: 'Este CPF não é válido. Confira os 11 dígitos.',
    cpf_taken: 'Este CPF está cadastrado em outra conta. Fale com o suporte.',
    cpf_already_set: 'Seu CPF já está cadastrado e não pode ser alterado aqui. Fale com o suporte.',
    withdrawProcessing: 'Você tem um saque em andamento. Aguarde a conclusão.',
    needPlayGame: 'Jogue o valor de apostas restante antes de sacar.',
    daily_limit_reached: 'Você atingiu o número de saques de hoje.',
    too_frequent: 'Saques muito frequentes. Tente novamente em instantes.',
    account_missing: 'Por favor, insira a conta de saque que precisa ser vinculada.',
    only_support_ten: 'Este valor deve ser múltiplo do passo indicado.',
    insufficient_balance: 'Seu saldo não é suficiente para este saque.',
    needUpgradeVip: 'Este valor passa do limite por saque do seu nível.',
    no_channel: 'Nenhum canal de pagamento aceita este valor. Escolha um valor menor.',
    idempotency_key_reused:
      'Este pedido já foi enviado com outros dados. Comece de novo, por favor.',
    quote_changed:
      'A taxa ou o imposto deste saque mudou. Confira o novo valor e confirme de novo.',
    withdrawal_unknown: 'Este saque não foi encontrado.',
    withdrawal_not_cancellable: 'Este saque não pode mais ser cancelado.',
    withdrawal_not_in_review: 'Este saque não está aguardando análise.',
    loss_limit_reached:
      'Você atingiu um limite de perdas que definiu. Os jogos voltam quando o período terminar.',
    play_time_limit_reached:
      'Você atingiu o tempo de jogo diário que definiu. Os jogos voltam amanhã.',
    limits_required: 'Escolha primeiro seus limites de perdas e de tempo, no seu perfil.',
    limit_invalid:
      'Este limite não é válido. Cada limite uma vez, e no máximo 1440 minutos por dia.',
    ticket_topic_invalid: 'Escolha o assunto da sua mensagem.',
    ticket_message_too_short: 'Escreva um pouco mais para podermos ajudar.',
    ticket_message_too_long: 'Sua mensagem está longa demais. Encurte-a, por favor.',
    ticket_message_invalid:
      'Sua mensagem tem um caractere que não pode ser enviado. Remova-o e tente novamente.',
    too_many_open_tickets:
      'Você já tem vários pedidos aguardando resposta. Aguarde uma resposta ou escreva em um deles.',
    ticket_unknown: 'Este pedido não foi encontrado.',
    ticket_closed: 'Este pedido está encerrado. Abra um novo.',
    ticket_full: 'Esta conversa está cheia. Abra um novo pedido.',
    reward_unavailable: 'Esta recompensa não é oferecida no seu mercado.',
    reward_not_due: 'Você ainda não ganhou esta recompensa.',
    reward_claimed_today: 'A recompensa de hoje já é sua. Volte amanhã.',
    staff_role_forbidden: 'Sua função não permite isso.',
    staff_second_factor_required: 'Cadastre primeiro seu app autenticador (login em duas etapas).',
    totp_already_enrolled: 'O login em duas etapas já está configurado nesta conta.',
    totp_code_wrong: 'Esse código não é o atual. Confira a hora do seu celular e tente de novo.',
    staff_unknown: 'Nenhuma conta da equipe tem esse usuário.',
    withdrawal_same_approver:
      'Você deu a primeira aprovação deste saque. Outra pessoa da equipe precisa dar a segunda.',
    withdrawal_not_retryable:
      'Só um pagamento aprovado que o provedor ainda não aceitou pode ser reenviado.',
    deposit_unknown: 'Este depósito não foi encontrado.',
    deposit_not_in_review: 'Este depósito não está aguardando análise.',
    deposit_currency_differs:
      'Este pagamento chegou em outra moeda que a do jogador. Só pode ser estornado.',
    deposit_payment_in_ledger:
      'O livro contábil já registra este pagamento em outro movimento. Nada foi alterado.',
    provider_unavailable:
      'O provedor de pagamentos não respondeu. Nada foi alterado; tente de novo em instantes.',
    provider_refused: 'O provedor de pagamentos recusou este pedido. Nada foi alterado.',
    note_too_short: 'A nota está vazia. Escreva o que a equipe deve saber.',
    note_too_long: 'A nota é longa demais. No máximo 2000 caracteres.',
    note_invalid: 'A nota tem um caractere que não pode ser guardado. Remova-o.',
    adjustment_amount_invalid: 'Um ajuste move um valor inteiro diferente de zero.',
    adjustment_reason_invalid: 'Informe o motivo deste ajuste em 10 a 500 caracteres.',
    adjustment_unknown: 'Nenhum ajuste tem este id.',
    adjustment_not_pending: 'Este ajuste não está mais aguardando uma decisão.',
    adjustment_same_staff: 'Outra pessoa da equipe deve aprovar um ajuste que você propôs.',
    adjustment_exceeds_balance: 'Este débito é maior que o saldo do jogador. Nada foi alterado.',
    report_range_invalid: 'Escolha um período de até 92 dias, com o início antes do fim.',
    closure_request_none: 'Não há pedido aberto para encerrar esta conta.',
    closure_money_left:
      'A conta ainda tem saldo ou dinheiro a caminho (um saque ou depósito em andamento): ela é encerrada quando não houver nenhum.',
    account_closed:
      'Esta conta foi encerrada a pedido do titular. Os registros são mantidos pelo prazo que a lei exige.',
    player_unknown: 'Nenhum jogador tem esse número.',
    care_message_unknown: 'Esta mensagem não foi encontrada.',
    settings_version_stale:
      'Alguém salvou estas configurações depois que você as abriu. Recarregue para ver a versão dessa pessoa e faça sua alteração de novo.',
    settings_invalid:
      'Alguns valores não passam nas verificações. Veja a prévia da alteração para saber quais.',
    settings_unchanged:
      'Estas configurações já são as que estão em vigor: não há nada para salvar.',
    internal_error: 'Algo deu errado do nosso lado. Tente novamente.',
  },
  texts: {
    underAge: ({ minimumAge }) => `Disponível apenas para maiores de ${minimumAge} anos`,
    sessionIdle: ({ minutes }) =>
      `Você saiu após ${minutes} minutos sem atividade. Entre novamente.`,
    excludedUntil: ({ until }) =>
      `Você está em uma pausa do jogo até ${until}. Jogos e depósitos voltam depois.`,
    depositAmountWhole: ({ min, max }) =>
      `Caro jogador, esse montante suporta apenas valores inteiros, sem centavos: ${min}~${max}`,
    depositAmountRange: ({ min, max }) =>
      `Caro jogador, esse montante suporta apenas ${min}~${max}`,
    depositLimitReached: ({ period, limit, left }) =>
      `Este depósito passa do seu limite ${periodWords[period]} de ${limit}. Você ainda pode depositar ${left} neste período.`,
    payoutAccountsFull: ({ max }) =>
      `Você pode ter até ${max} contas de saque. Remova uma antes de adicionar outra.`,
    payoutAccountDuplicate: 'Você já tem esta conta de saque.',
    depositReasons: {
      failed: 'O provedor de pagamento não criou a cobrança. Nada foi cobrado.',
      review:
        'O valor pago difere do pedido, por isso não foi creditado automaticamente. Escreva para o suporte com o número deste pedido.',
      expired: 'O prazo para pagar terminou. Nada foi cobrado.',
      refunded:
        'O valor pago era diferente do pedido, por isso foi estornado para a conta de origem.',
    },
    bodyRefusals: {
      not_an_object: 'o corpo deve ser um objeto JSON',
      nul_character: 'contém um caractere não permitido (U+0000)',
    },
    supportMessageTooShort: ({ min }) =>
      `Escreva pelo menos ${min} caracteres para podermos ajudar.`,
    supportMessageTooLong: ({ max }) => `Sua mensagem deve ter no máximo ${max} caracteres.`,
    supportTicketsWaiting: ({ max }) =>
      `Você já tem ${max} pedidos aguardando resposta. Aguarde uma resposta ou escreva em um deles.`,
    staffReplyEmpty: 'A resposta está vazia. Escreva a resposta que o jogador vai ler.',
    staffSignInRefused: 'Usuário ou senha incorretos.',
  },
};
