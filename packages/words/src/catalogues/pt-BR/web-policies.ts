import type { PolicyWords } from '../en/web-policies';

export const policiesPtBR: PolicyWords = {
  'terms.title': 'Termos de uso',
  'terms.intro':
    'Estes termos descrevem como a Sorte funciona hoje. Marcar a caixa na confirmação de idade é aceitá-los.',
  'terms.who.title': 'Quem pode jogar',
  'terms.who.text':
    'Somente maiores de {age} anos. Você confirma sua idade uma vez, com a data de nascimento, antes do primeiro depósito ou jogo, e ela não pode ser mudada depois.',
  'terms.account.title': 'Sua conta',
  'terms.account.text':
    'Você começa como convidado neste aparelho. Até protegê-la com uma senha, a conta só abre aqui e se perde com o aparelho. Depois de protegida, abre em qualquer aparelho com seu usuário, celular ou e-mail e a senha: não compartilhe a senha.',
  'terms.deposits.title': 'Depósitos',
  'terms.deposits.text':
    'Você paga na página do provedor de pagamento. Um depósito só entra no seu saldo quando o provedor confirma o pagamento; um pedido não pago a tempo expira e nada é cobrado. Os limites de depósito que você definir valem para todo depósito.',
  'terms.bonuses.title': 'Bônus e rollover',
  'terms.bonuses.text':
    'O bônus de um depósito, se houver, aparece antes de você pagar. Cada depósito soma o próprio valor ao seu rollover e cada bônus soma {multiple} vezes o valor dele; cada aposta o reduz. Seu saldo pode ser sacado quando o rollover chega a zero.',
  'terms.bonuses.textNone':
    'As regras deste mercado não permitem bônus de depósito nem outros bônus antecipados. Cada depósito soma o próprio valor ao seu rollover e cada aposta o reduz; seu saldo pode ser sacado quando ele chega a zero.',
  'terms.withdrawals.title': 'Saques',
  'terms.withdrawals.text':
    'Os saques vão para a conta bancária ou carteira que você adiciona na página de saque, um por vez, dentro dos limites do seu nível VIP. Qualquer taxa ou imposto aparece na cotação antes de você confirmar e é descontado do pagamento: nunca pedimos que você pague para liberar o seu dinheiro. Alguns saques são conferidos pela nossa equipe antes de serem enviados. Se um for recusado, falhar ou for cancelado, o valor total volta para o seu saldo.',
  'terms.withdrawals.textOwnCpf':
    'Os saques vão somente para contas no seu próprio CPF, que você registra uma vez na página de saque, um por vez, dentro dos limites do seu nível VIP. Qualquer taxa ou imposto aparece na cotação antes de você confirmar e é descontado do pagamento: nunca pedimos que você pague para liberar o seu dinheiro. Cada saque tem prazo de {minutes} minutos a partir do pedido, e o acompanhamento faz a contagem. Se um for recusado, falhar ou for cancelado, o valor total volta para o seu saldo.',
  'terms.games.title': 'Jogos',
  'terms.games.text':
    'Cada jogo mostra o retorno ao jogador (RTP), a volatilidade e o ganho máximo antes de jogar. Cada rodada pode ser conferida no próprio jogo com sementes comprovadamente justas. As rodadas recentes de cada jogo ficam no seu histórico, e cada movimento do seu saldo, no seu extrato.',
  'terms.care.title': 'Limites e pausas',
  'terms.care.text':
    'Você pode definir limites de depósito, de perdas e de tempo de jogo, fazer uma pausa ou se autoexcluir no seu perfil; a página de Jogo responsável explica cada um. Uma pausa ou autoexclusão não pode ser cancelada antes do fim e nunca impede um saque.',
  'terms.support.title': 'Suporte e reclamações',
  'terms.support.text':
    'Escreva para nós na página de Suporte, onde seus pedidos e nossas respostas ficam, ou em {email}. Se a nossa resposta não resolver, a ouvidoria atende em {ombudsman}.',
  'terms.operator.title': 'Quem opera a Sorte',
  'terms.operator.text': 'A Sorte é operada por {company} ({registration}), licença {licence}.',

  'care.title': 'Jogo responsável',
  'care.intro':
    'Apostar é um entretenimento que custa dinheiro, nunca uma forma de ganhá-lo. Estas ferramentas ficam no seu perfil. Limites, pausas e autoexclusão são aplicados pelo servidor, então nenhum jogo ou depósito passa por cima deles.',
  'care.deposit.title': 'Limites de depósito',
  'care.deposit.text':
    'Por dia, semana e mês do calendário do seu mercado. Um depósito que passaria de um limite é recusado, dizendo quanto ainda resta. Um limite menor vale na hora; um maior, ou nenhum, depois de 24 horas.',
  'care.loss.title': 'Limites de perdas e de tempo de jogo',
  'care.loss.text':
    'Perdas líquidas (suas apostas menos seus ganhos) por dia, semana e mês, e minutos de jogo por dia. Quando um é atingido, os jogos param, inclusive um jogo já aberto. Um limite menor vale na hora; um maior, ou nenhum, depois de 24 horas.',
  'care.loss.textRequired':
    'Perdas líquidas (suas apostas menos seus ganhos) por dia, semana e mês, e minutos de jogo por dia, que aqui você escolhe antes do primeiro depósito ou jogo. Quando um é atingido, os jogos param, inclusive um jogo já aberto. Um limite menor vale na hora; um maior, ou nenhum, depois de 24 horas.',
  'care.reminder.title': 'Lembretes de sessão',
  'care.reminder.text':
    'Com um jogo aberto, um lembrete mostra há quanto tempo você joga e o resultado da sessão, a cada 15, 30 ou 60 minutos, com uma forma de sair do jogo.',
  'care.break.title': 'Fazer uma pausa',
  'care.break.text':
    '24 horas, 7 dias ou 30 dias sem jogos nem depósitos. A pausa não pode ser cancelada antes do fim. Você ainda pode entrar, ver seu saldo e histórico e sacar.',
  'care.exclusion.title': 'Autoexclusão',
  'care.exclusion.text':
    'Por {periods}: sem jogos e sem depósitos até o fim, e não pode ser suspensa antes. Seu saldo e histórico continuam aqui, e você ainda pode sacar.',
  'care.national.title': 'Autoexclusão nacional',
  'care.national.text':
    'O serviço do governo bloqueia o seu CPF em todas as casas de apostas autorizadas no Brasil de uma vez.',
  'care.national.link': 'Abrir a autoexclusão do gov.br',
  'care.signs.title': 'Quando parar',
  'care.signs.text':
    'Pare e faça uma pausa se você tenta recuperar perdas, aposta mais ou por mais tempo do que planejou, usa dinheiro das contas, pega emprestado para jogar ou esconde quanto joga. Converse com alguém de confiança.',
  'care.adults.title': 'Somente adultos',
  'care.adults.text':
    'A Sorte é somente para maiores de {age} anos. Todo jogador confirma a idade com a data de nascimento antes do primeiro depósito ou jogo.',
  'care.help.title': 'Dúvidas',
  'care.help.text':
    'Escreva para nós na página de Suporte com qualquer dúvida sobre estas ferramentas; nossas respostas ficam lá.',
};
