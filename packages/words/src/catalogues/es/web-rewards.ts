import type { RewardWords } from '../en/web-rewards';

export const rewardsEs: RewardWords = {
  'list.intro':
    'Lo que está vigente en tu mercado ahora. Cada página dice lo que recibes y cuánto debes apostar antes de retirarlo.',
  'list.open': 'Ver las reglas',
  'list.none': 'No hay promociones vigentes en tu mercado ahora.',
  'promo.signIn.title': 'Registro diario',
  'promo.signIn.summary': 'Nueve días de premios, hasta {amount} al día.',
  'promo.tasks.title': 'Tareas de principiante',
  'promo.tasks.summary': 'Juega tus primeras rondas y recibe {amount} una vez.',
  'promo.vip.title': 'Club VIP',
  'promo.vip.summary': 'Tu nivel sube con tus depósitos y aumenta tus límites de retiro.',
  'promo.invite.title': 'Invita amigos',
  'promo.invite.summary': '{amount} por cada amigo cuyo primer depósito sea de al menos {deposit}.',
  'promo.firstDeposit.title': 'Primer depósito',
  'promo.firstDeposit.summary': 'Deposita {deposit} y recibe {credit}.',

  'item.title': 'Promoción',
  'item.notFound': 'Esa promoción no existe.',
  'item.notOffered': 'Esta promoción no se ofrece en tu mercado.',
  'item.toList': 'Ver las promociones',
  'rules.title': 'Las reglas',
  'rules.wagering':
    'Apuesta {multiple}× el premio antes de retirarlo: suma {multiple}× su monto a tu requisito de apuesta, que cada apuesta reduce.',
  'rules.noWagering': 'No suma nada a tu requisito de apuesta.',
  'rules.balance': 'Los premios se acreditan en tu saldo de juego.',
  'rules.honest': 'Ninguna promoción pide un depósito para liberar dinero que ganaste.',
  'claim.credited': '{amount} acreditado. Requisito de apuesta sumado: {wagering}.',

  'signIn.intro':
    'Reclama una vez al día, todos los días (hora de {zone}). El calendario tiene nueve días; después del día 9 vuelve a empezar en el día 1.',
  'signIn.calendar': 'Calendario de registro',
  'signIn.day': 'Día {day}',
  'signIn.claimed': 'Reclamado',
  'signIn.today': 'Hoy',
  'signIn.upcoming': 'Próximo',
  'signIn.claim': 'Reclamar {amount}',
  'signIn.comeBack': 'Reclamado hoy. Vuelve mañana por el día {day}.',
  'signIn.missed': 'Si te saltas un día, vuelves a empezar en el día 1.',
  'signIn.multiplier': 'Tu VIP {level} multiplica el premio de cada día por {multiplier}×.',
  'signIn.open': 'Abrir el calendario',

  'tasks.intro': 'Completa estas rondas en cada juego y reclama {amount} una vez.',
  'tasks.progress': '{game}: {done} de {total} rondas',
  'tasks.received': 'Ya recibiste este premio.',
  'tasks.go': 'Jugar los juegos',
  'tasks.claim': 'Reclamar {amount}',

  'firstDeposit.intro':
    'Tu primer depósito de {deposit} llega como {credit} a tu saldo: {bonus} de eso es bono.',
  'firstDeposit.wagering':
    'Tu depósito suma {depositMultiple}× su monto a tu requisito de apuesta y el bono {bonusMultiple}× el suyo.',
  'firstDeposit.once':
    'Solo el primer depósito lo recibe; después de depositar, la oferta termina.',
  'firstDeposit.go': 'Depositar {deposit}',

  'vip.title': 'Club VIP',
  'vip.intro':
    'Tu nivel viene de todos tus depósitos pagados. Cada nivel aumenta cuánto puedes retirar cada vez y cuántas veces.',
  'vip.level': 'VIP {level}',
  'vip.yourLevel': 'Tu nivel',
  'vip.deposited': 'Depositado hasta ahora: {amount}',
  'vip.toNext': 'Faltan {amount} en depósitos para llegar a VIP {level}.',
  'vip.progress': 'Progreso hacia VIP {level}',
  'vip.top': 'Estás en el nivel más alto.',
  'vip.levelZero': 'Antes de tu primer depósito tienes los límites de VIP 1.',
  'vip.neverGates':
    'Ningún nivel es condición para retirar lo que ganaste: todo nivel puede retirar, y ninguno pide depositar para liberar tus ganancias.',
  'vip.benefits': 'Beneficios por nivel',
  'vip.from': 'Desde {amount} depositados',
  'vip.perDay': 'Retiros al día: {count}',
  'vip.perWithdrawal': 'Máximo por retiro: {amount}',
  'vip.signIn': 'Premio del registro diario: {multiplier}×',
  'vip.current': 'Tu nivel',
  'vip.open': 'Ver tu nivel VIP',

  'invite.intro':
    'Comparte tu enlace. Por cada amigo que se registre con él y cuyo primer depósito sea de al menos {deposit}, recibes {amount}.',
  'invite.adults': 'Invita solo a personas adultas.',
  'invite.link': 'Tu enlace de invitación',
  'invite.code': 'Código {code}',
  'invite.copy': 'Copiar enlace',
  'invite.copied': 'Enlace copiado.',
  'invite.copyFailed': 'No se pudo copiar. Selecciona el enlace y cópialo.',
  'invite.share': 'Compartir',
  'invite.shareText': 'Juega en Sorte con mi invitación',
  'invite.stats': 'Tus invitaciones',
  'invite.invited': 'Invitados',
  'invite.qualified': 'Calificados',
  'invite.earned': 'Ganado',
  'invite.claimable': 'Por reclamar',
  'invite.claim': 'Reclamar {amount}',
  'invite.nothing': 'Nada por reclamar todavía',
  'invite.self':
    'Invitarte a ti mismo no da nada: un amigo que comparte tu dispositivo, una cuenta de retiro o tu CPF no cuenta.',
  'invite.notOffered': 'Las invitaciones no se ofrecen en tu mercado.',
  'invite.open': 'Invitar amigos',
};
