import type { RewardWords } from '../en/web-rewards';

export const rewardsPtBR: RewardWords = {
  'list.intro':
    'O que está valendo no seu mercado agora. Cada página diz o que você recebe e quanto precisa apostar antes de sacar.',
  'list.open': 'Ver as regras',
  'list.none': 'Nenhuma promoção está valendo no seu mercado agora.',
  'promo.signIn.title': 'Check-in diário',
  'promo.signIn.summary': 'Nove dias de prêmios, até {amount} por dia.',
  'promo.tasks.title': 'Tarefas de iniciante',
  'promo.tasks.summary': 'Jogue suas primeiras rodadas e ganhe {amount} uma vez.',
  'promo.vip.title': 'Clube VIP',
  'promo.vip.summary': 'Seu nível sobe com seus depósitos e aumenta seus limites de saque.',
  'promo.invite.title': 'Convide amigos',
  'promo.invite.summary': '{amount} por amigo cujo primeiro depósito seja de pelo menos {deposit}.',
  'promo.firstDeposit.title': 'Primeiro depósito',
  'promo.firstDeposit.summary': 'Deposite {deposit} e receba {credit}.',

  'item.title': 'Promoção',
  'item.notFound': 'Essa promoção não existe.',
  'item.notOffered': 'Esta promoção não é oferecida no seu mercado.',
  'item.toList': 'Ver as promoções',
  'rules.title': 'As regras',
  'rules.wagering':
    'Aposte {multiple}× o prêmio antes de sacar: ele soma {multiple}× o seu valor ao seu rollover, que cada aposta reduz.',
  'rules.noWagering': 'Não soma nada ao seu rollover.',
  'rules.balance': 'Os prêmios entram no seu saldo de jogo.',
  'rules.honest': 'Nenhuma promoção pede um depósito para liberar dinheiro que você ganhou.',
  'claim.credited': '{amount} creditado. Rollover somado: {wagering}.',

  'signIn.intro':
    'Resgate uma vez por dia, todos os dias (horário de {zone}). O calendário tem nove dias; depois do dia 9 ele recomeça no dia 1.',
  'signIn.calendar': 'Calendário de check-in',
  'signIn.day': 'Dia {day}',
  'signIn.claimed': 'Resgatado',
  'signIn.today': 'Hoje',
  'signIn.upcoming': 'Em breve',
  'signIn.claim': 'Resgatar {amount}',
  'signIn.comeBack': 'Resgatado hoje. Volte amanhã para o dia {day}.',
  'signIn.missed': 'Se você perder um dia, recomeça no dia 1.',
  'signIn.multiplier': 'Seu VIP {level} multiplica o prêmio de cada dia por {multiplier}×.',
  'signIn.open': 'Abrir o calendário',

  'tasks.intro': 'Conclua estas rodadas em cada jogo e resgate {amount} uma vez.',
  'tasks.progress': '{game}: {done} de {total} rodadas',
  'tasks.received': 'Você já recebeu este prêmio.',
  'tasks.go': 'Jogar os jogos',
  'tasks.claim': 'Resgatar {amount}',

  'firstDeposit.intro':
    'Seu primeiro depósito de {deposit} chega como {credit} no seu saldo: {bonus} disso é bônus.',
  'firstDeposit.wagering':
    'Seu depósito soma {depositMultiple}× o seu valor ao rollover, e o bônus {bonusMultiple}× o seu.',
  'firstDeposit.once':
    'Só o primeiro depósito recebe; depois do primeiro depósito, a oferta acaba.',
  'firstDeposit.go': 'Depositar {deposit}',

  'vip.title': 'Clube VIP',
  'vip.intro':
    'Seu nível vem de todos os seus depósitos pagos. Cada nível aumenta quanto você pode sacar de cada vez e quantas vezes.',
  'vip.level': 'VIP {level}',
  'vip.yourLevel': 'Seu nível',
  'vip.deposited': 'Depositado até agora: {amount}',
  'vip.toNext': 'Faltam {amount} em depósitos para o VIP {level}.',
  'vip.progress': 'Progresso até o VIP {level}',
  'vip.top': 'Você está no nível mais alto.',
  'vip.levelZero': 'Antes do primeiro depósito você tem os limites do VIP 1.',
  'vip.neverGates':
    'Nenhum nível é condição para sacar o que você ganhou: todo nível pode sacar, e nenhum pede depósito para liberar seus ganhos.',
  'vip.benefits': 'Benefícios por nível',
  'vip.from': 'A partir de {amount} depositados',
  'vip.perDay': 'Saques por dia: {count}',
  'vip.perWithdrawal': 'Máximo por saque: {amount}',
  'vip.signIn': 'Prêmio do check-in diário: {multiplier}×',
  'vip.current': 'Seu nível',
  'vip.open': 'Ver seu nível VIP',

  'invite.intro':
    'Compartilhe seu link. Para cada amigo que se cadastrar com ele e cujo primeiro depósito seja de pelo menos {deposit}, você recebe {amount}.',
  'invite.adults': 'Convide apenas maiores de idade.',
  'invite.link': 'Seu link de convite',
  'invite.code': 'Código {code}',
  'invite.copy': 'Copiar link',
  'invite.copied': 'Link copiado.',
  'invite.copyFailed': 'Não foi possível copiar. Selecione o link e copie.',
  'invite.share': 'Compartilhar',
  'invite.shareText': 'Jogue na Sorte com o meu convite',
  'invite.stats': 'Seus convites',
  'invite.invited': 'Convidados',
  'invite.qualified': 'Qualificados',
  'invite.earned': 'Ganho',
  'invite.claimable': 'Para resgatar',
  'invite.claim': 'Resgatar {amount}',
  'invite.nothing': 'Nada para resgatar ainda',
  'invite.self':
    'Convidar a si mesmo não rende nada: um amigo que usa o seu aparelho, uma conta de saque sua ou o seu CPF não conta.',
  'invite.notOffered': 'Convites não são oferecidos no seu mercado.',
  'invite.open': 'Convidar amigos',
};
