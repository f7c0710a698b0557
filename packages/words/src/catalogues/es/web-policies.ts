import type { PolicyWords } from '../en/web-policies';

export const policiesEs: PolicyWords = {
  'terms.title': 'Términos de uso',
  'terms.intro':
    'Estos términos describen cómo funciona Sorte hoy. Marcar la casilla al confirmar tu edad es aceptarlos.',
  'terms.who.title': 'Quién puede jugar',
  'terms.who.text':
    'Solo adultos de {age} años o más. Confirmas tu edad una vez, con tu fecha de nacimiento, antes de tu primer depósito o juego, y no se puede cambiar después.',
  'terms.account.title': 'Tu cuenta',
  'terms.account.text':
    'Empiezas como invitado en este dispositivo. Hasta que la protejas con una contraseña, la cuenta solo abre aquí y se pierde con el dispositivo. Una vez protegida, abre en cualquier dispositivo con tu usuario, teléfono o correo y la contraseña: no la compartas.',
  'terms.deposits.title': 'Depósitos',
  'terms.deposits.text':
    'Pagas en la página del proveedor de pagos. Un depósito llega a tu saldo solo cuando el proveedor confirma el pago; un pedido no pagado a tiempo vence y no se cobra nada. Los límites de depósito que pongas aplican a cada depósito.',
  'terms.bonuses.title': 'Bonos y rollover',
  'terms.bonuses.text':
    'El bono de un depósito, si lo tiene, se muestra antes de pagar. Cada depósito suma su propio monto a tu rollover y cada bono suma {multiple} veces su monto; cada apuesta lo reduce. Puedes retirar tu saldo cuando el rollover llega a cero.',
  'terms.bonuses.textNone':
    'Las reglas de este mercado no permiten bonos de depósito ni otros bonos anticipados. Cada depósito suma su propio monto a tu rollover y cada apuesta lo reduce; puedes retirar tu saldo cuando llega a cero.',
  'terms.withdrawals.title': 'Retiros',
  'terms.withdrawals.text':
    'Los retiros van a la cuenta bancaria o billetera que agregas en la página de retiro, uno a la vez, dentro de los límites de tu nivel VIP. Cualquier comisión o impuesto aparece en la cotización antes de confirmar y se descuenta del pago: nunca te pedimos pagar para liberar tu dinero. Algunos retiros los revisa nuestro equipo antes de enviarlos. Si uno se rechaza, falla o se cancela, el monto total vuelve a tu saldo.',
  'terms.withdrawals.textOwnCpf':
    'Los retiros van solo a cuentas a tu propio CPF, que registras una vez en la página de retiro, uno a la vez, dentro de los límites de tu nivel VIP. Cualquier comisión o impuesto aparece en la cotización antes de confirmar y se descuenta del pago: nunca te pedimos pagar para liberar tu dinero. Cada retiro vence {minutes} minutos después de la solicitud, y el seguimiento lleva la cuenta. Si uno se rechaza, falla o se cancela, el monto total vuelve a tu saldo.',
  'terms.games.title': 'Juegos',
  'terms.games.text':
    'Cada juego muestra su retorno al jugador (RTP), su volatilidad y su premio máximo antes de jugar. Cada ronda se puede comprobar en el propio juego con semillas demostrablemente justas. Las rondas recientes de cada juego están en tu historial, y cada movimiento de tu saldo, en tu estado de cuenta.',
  'terms.care.title': 'Límites y pausas',
  'terms.care.text':
    'Puedes poner límites de depósito, de pérdidas y de tiempo de juego, tomar una pausa o autoexcluirte en tu perfil; la página de Juego responsable explica cada uno. Una pausa o autoexclusión no se puede cancelar antes de tiempo y nunca impide un retiro.',
  'terms.support.title': 'Soporte y reclamos',
  'terms.support.text':
    'Escríbenos desde la página de Soporte, donde quedan tus solicitudes y nuestras respuestas, o a {email}. Si nuestra respuesta no lo resuelve, la defensoría atiende en {ombudsman}.',
  'terms.operator.title': 'Quién opera Sorte',
  'terms.operator.text': 'Sorte es operado por {company} ({registration}), licencia {licence}.',

  'care.title': 'Juego responsable',
  'care.intro':
    'Apostar es un entretenimiento que cuesta dinero, nunca una forma de ganarlo. Estas herramientas están en tu perfil. El servidor aplica los límites, las pausas y la autoexclusión, así que ningún juego ni depósito pasa por encima de ellos.',
  'care.deposit.title': 'Límites de depósito',
  'care.deposit.text':
    'Por día, semana y mes del calendario de tu mercado. Un depósito que superaría uno se rechaza, diciendo cuánto queda. Un límite más bajo aplica al momento; uno más alto, o ninguno, después de 24 horas.',
  'care.loss.title': 'Límites de pérdidas y de tiempo de juego',
  'care.loss.text':
    'Pérdidas netas (tus apuestas menos tus ganancias) por día, semana y mes, y minutos de juego por día. Cuando se alcanza uno, los juegos se detienen, también uno ya abierto. Un límite más bajo aplica al momento; uno más alto, o ninguno, después de 24 horas.',
  'care.loss.textRequired':
    'Pérdidas netas (tus apuestas menos tus ganancias) por día, semana y mes, y minutos de juego por día, que aquí eliges antes de tu primer depósito o juego. Cuando se alcanza uno, los juegos se detienen, también uno ya abierto. Un límite más bajo aplica al momento; uno más alto, o ninguno, después de 24 horas.',
  'care.reminder.title': 'Recordatorios de sesión',
  'care.reminder.text':
    'Con un juego abierto, un recordatorio muestra cuánto tiempo llevas jugando y el resultado de la sesión, cada 15, 30 o 60 minutos, con una forma de salir del juego.',
  'care.break.title': 'Tomar una pausa',
  'care.break.text':
    '24 horas, 7 días o 30 días sin juegos ni depósitos. No se puede cancelar antes de tiempo. Aún puedes entrar, ver tu saldo e historial y retirar.',
  'care.exclusion.title': 'Autoexclusión',
  'care.exclusion.text':
    'Por {periods}: sin juegos ni depósitos hasta que termine, y no se puede levantar antes. Tu saldo e historial siguen aquí, y aún puedes retirar.',
  'care.national.title': 'Autoexclusión nacional',
  'care.national.text':
    'El servicio del gobierno bloquea tu CPF en todos los sitios de apuestas autorizados de Brasil a la vez.',
  'care.national.link': 'Abrir la autoexclusión de gov.br',
  'care.signs.title': 'Cuándo parar',
  'care.signs.text':
    'Para y toma una pausa si intentas recuperar pérdidas, apuestas más o por más tiempo del que planeaste, usas dinero de tus cuentas, pides prestado para jugar u ocultas cuánto juegas. Habla con alguien de confianza.',
  'care.adults.title': 'Solo adultos',
  'care.adults.text':
    'Sorte es solo para adultos de {age} años o más. Cada jugador confirma su edad con su fecha de nacimiento antes del primer depósito o juego.',
  'care.help.title': 'Preguntas',
  'care.help.text':
    'Escríbenos desde la página de Soporte con cualquier pregunta sobre estas herramientas; nuestras respuestas quedan ahí.',
};
