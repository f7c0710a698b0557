import type { SupportWords } from '../en/web-support';

export const supportPtBR: SupportWords = {
  'contact.title': 'Fale com a gente',
  'contact.text':
    'Escreva pelo formulário abaixo: seus pedidos e nossas respostas ficam nesta página.',
  'contact.chat': 'Abrir chat',
  'contact.email': 'E-mail',

  'form.title': 'Escreva para nós',
  'form.topic': 'Assunto',
  'form.topicChoose': 'Escolha um assunto',
  'form.message': 'Sua mensagem',
  'form.messageHint': 'Conte o que aconteceu. Um número de pedido ajuda a encontrar.',
  'form.count': '{count} de {max} caracteres',
  'form.send': 'Enviar',
  'form.sent': 'Enviado. Nossa resposta aparecerá em Seus pedidos.',
  'topic.deposit': 'Depósitos',
  'topic.withdrawal': 'Saques',
  'topic.account': 'Minha conta',
  'topic.games': 'Jogos',
  'topic.limits': 'Limites e pausas',
  'topic.other': 'Outro assunto',
  'error.ticket_topic_invalid': 'Escolha o assunto da sua mensagem.',
  'error.ticket_message_too_short': 'Escreva pelo menos {min} caracteres para podermos ajudar.',
  'error.ticket_message_too_long': 'Sua mensagem deve ter no máximo {max} caracteres.',
  'error.ticket_message_invalid':
    'Sua mensagem tem um caractere que não pode ser enviado. Remova-o e tente novamente.',

  'tickets.title': 'Seus pedidos',
  'tickets.unread': 'Nova resposta',
  'tickets.unreadCount': '{count} com resposta nova',
  'tickets.loadMore': 'Ver anteriores',
  'tickets.messages': '{count} mensagens',
  'status.open': 'Aguardando nossa resposta',
  'status.answered': 'Respondido',
  'status.closed': 'Encerrado',

  'ticket.title': 'Seu pedido',
  'ticket.number': 'Pedido {id}',
  'ticket.you': 'Você',
  'ticket.support': 'Suporte',
  'ticket.waiting': 'Recebemos sua mensagem. Nossa resposta aparecerá aqui e em Seus pedidos.',
  'ticket.closed': 'Este pedido está encerrado. Se precisar de mais ajuda, escreva um novo.',
  'ticket.writeAgain': 'Escrever de novo',
  'ticket.send': 'Enviar',
  'ticket.back': 'Todos os pedidos',
  'ticket.missing': 'Este pedido não foi encontrado.',
  'ticket.missingHint': 'Os seus pedidos estão listados na página de Suporte.',

  'faq.title': 'Perguntas frequentes',
  'faq.age.q': 'Quem pode jogar?',
  'faq.age.a':
    'Somente maiores de {age} anos. Você confirma sua idade uma vez, com a data de nascimento, antes do primeiro depósito ou jogo.',
  'faq.deposit.q': 'Como deposito e quando o valor cai?',
  'faq.deposit.a':
    'Toque em Depositar, escolha um valor e pague na página do provedor de pagamento. Seu saldo se atualiza sozinho assim que o provedor confirma o pagamento. Um pedido não pago a tempo expira e nada é cobrado.',
  'faq.bonus.q': 'Quais bônus existem?',
  'faq.bonus.a':
    'Um bônus de depósito, mostrado ao lado de cada valor na gaveta de depósito antes de pagar, e, até o seu primeiro depósito ser pago, uma oferta para ele. Há também o prêmio do check-in diário, as tarefas de iniciante e prêmios por convidar amigos: a página Promoções diz as regras de cada um.',
  'faq.bonus.aNone':
    'Nenhum: as regras deste mercado não permitem bônus de depósito nem outros bônus antecipados, então um depósito acrescenta exatamente o que você paga.',
  'faq.wagering.q': 'O que é o rollover (apostas exigidas)?',
  'faq.wagering.a':
    'Cada depósito soma o próprio valor ao seu rollover, e cada bônus soma {multiple} vezes o valor dele. Cada aposta o reduz. Quando chega a zero, todo o seu saldo pode ser sacado. A página de saque e o seu perfil mostram quanto falta.',
  'faq.wagering.aNoBonus':
    'Cada depósito soma o próprio valor ao seu rollover, e cada aposta o reduz. Quando chega a zero, todo o seu saldo pode ser sacado. A página de saque e o seu perfil mostram quanto falta.',
  'faq.withdraw.q': 'Quando e como posso sacar?',
  'faq.withdraw.a':
    'Quando o rollover estiver zerado. Na página de saque, adicione a conta bancária ou carteira que recebe o dinheiro, escolha um valor e confira a cotação antes de confirmar. Um saque por vez, dentro do número diário e do limite por saque do seu nível VIP, que a página mostra.',
  'faq.withdraw.aOwnCpf':
    'Quando o rollover estiver zerado. Na página de saque, registre seu CPF, adicione uma conta no seu próprio CPF, escolha um valor e confira a cotação antes de confirmar. Um saque por vez, dentro do número diário e do limite por saque do seu nível VIP, que a página mostra.',
  'faq.stages.q': 'O que significam as etapas do saque?',
  'faq.stages.a':
    'Solicitado, em análise, aprovado, enviado e pago, cada uma com seu horário no acompanhamento do saque. Você pode cancelar enquanto ele está solicitado ou em análise. Se for recusado, falhar ou for cancelado, o valor total volta para o seu saldo.',
  'faq.fees.q': 'Vou ter que pagar algo para receber um saque?',
  'faq.fees.a':
    'Não. Qualquer taxa ou imposto aparece na cotação antes de você confirmar e é descontado do pagamento. A Sorte nunca pede um depósito para liberar o seu dinheiro.',
  'faq.limits.q': 'Como defino limites?',
  'faq.limits.a':
    'No seu perfil: limites de depósito e de perdas por dia, semana e mês, e um limite diário de tempo de jogo. Um limite menor vale na hora; um maior, ou nenhum, depois de 24 horas.',
  'faq.limits.aRequired':
    'Você escolhe os limites de perdas e de tempo de jogo antes do primeiro depósito ou jogo e pode mudá-los no seu perfil, junto aos limites de depósito por dia, semana e mês. Um limite menor vale na hora; um maior, ou nenhum, depois de 24 horas.',
  'faq.break.q': 'Posso fazer uma pausa ou me autoexcluir?',
  'faq.break.a':
    'Sim, no seu perfil: uma pausa de 24 horas, 7 dias ou 30 dias, ou a autoexclusão por {periods}. Nenhuma das duas pode ser cancelada antes do fim. Enquanto isso você não pode jogar nem depositar, mas ainda pode entrar, ver seu saldo e histórico e sacar.',
  'faq.national.q': 'Existe uma autoexclusão nacional?',
  'faq.national.a':
    'Sim. O serviço do governo bloqueia o seu CPF em todas as casas de apostas autorizadas no Brasil de uma vez; o seu perfil tem o link.',
  'faq.reminder.q': 'O que é o lembrete de sessão?',
  'faq.reminder.a':
    'Com um jogo aberto, um lembrete mostra há quanto tempo você joga e o resultado da sessão, a cada 15, 30 ou 60 minutos, como você escolher no perfil (a cada hora até escolher).',
  'faq.fair.q': 'Os jogos são justos?',
  'faq.fair.a':
    'Cada jogo mostra o retorno ao jogador (RTP), a volatilidade e o ganho máximo antes de jogar, e a tabela de pagamentos completa lá dentro. Cada rodada pode ser conferida no próprio jogo com sementes comprovadamente justas.',
  'faq.account.q': 'Como mantenho minha conta se trocar de celular?',
  'faq.account.a':
    'Proteja-a no seu perfil com uma senha. Depois entre em qualquer aparelho com seu usuário, celular ou e-mail e essa senha, e encontre o mesmo saldo, histórico e limites. Uma conta de convidado só abre no aparelho em que foi criada.',
  'faq.support.q': 'Como falo com o suporte?',
  'faq.support.a':
    'Pelo formulário desta página. Seus pedidos e nossas respostas ficam listados aqui, e uma resposta nova fica marcada até você abri-la.',
};
