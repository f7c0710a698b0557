import type { SupportWords } from '../en/web-support';

export const supportEs: SupportWords = {
  'contact.title': 'Habla con nosotros',
  'contact.text':
    'Escríbenos con el formulario de abajo: tus solicitudes y nuestras respuestas quedan en esta página.',
  'contact.chat': 'Abrir chat',
  'contact.email': 'Correo',

  'form.title': 'Escríbenos',
  'form.topic': 'Tema',
  'form.topicChoose': 'Elige un tema',
  'form.message': 'Tu mensaje',
  'form.messageHint': 'Cuéntanos qué pasó. Un número de pedido nos ayuda a encontrarlo.',
  'form.count': '{count} de {max} caracteres',
  'form.send': 'Enviar',
  'form.sent': 'Enviado. Nuestra respuesta aparecerá en Tus solicitudes.',
  'topic.deposit': 'Depósitos',
  'topic.withdrawal': 'Retiros',
  'topic.account': 'Mi cuenta',
  'topic.games': 'Juegos',
  'topic.limits': 'Límites y pausas',
  'topic.other': 'Otro tema',
  'error.ticket_topic_invalid': 'Elige el tema de tu mensaje.',
  'error.ticket_message_too_short': 'Escribe al menos {min} caracteres para que podamos ayudarte.',
  'error.ticket_message_too_long': 'Tu mensaje debe tener como máximo {max} caracteres.',
  'error.ticket_message_invalid':
    'Tu mensaje tiene un carácter que no se puede enviar. Quítalo e inténtalo de nuevo.',

  'tickets.title': 'Tus solicitudes',
  'tickets.unread': 'Respuesta nueva',
  'tickets.unreadCount': '{count} con respuesta nueva',
  'tickets.loadMore': 'Ver anteriores',
  'tickets.messages': '{count} mensajes',
  'status.open': 'Esperando nuestra respuesta',
  'status.answered': 'Respondida',
  'status.closed': 'Cerrada',

  'ticket.title': 'Tu solicitud',
  'ticket.number': 'Solicitud {id}',
  'ticket.you': 'Tú',
  'ticket.support': 'Soporte',
  'ticket.waiting': 'Recibimos tu mensaje. Nuestra respuesta aparecerá aquí y en Tus solicitudes.',
  'ticket.closed': 'Esta solicitud está cerrada. Si necesitas más ayuda, escribe una nueva.',
  'ticket.writeAgain': 'Escribir de nuevo',
  'ticket.send': 'Enviar',
  'ticket.back': 'Todas las solicitudes',
  'ticket.missing': 'No encontramos esta solicitud.',
  'ticket.missingHint': 'Tus solicitudes están en la página de Soporte.',

  'faq.title': 'Preguntas frecuentes',
  'faq.age.q': '¿Quién puede jugar?',
  'faq.age.a':
    'Solo adultos de {age} años o más. Confirmas tu edad una vez, con tu fecha de nacimiento, antes de tu primer depósito o juego.',
  'faq.deposit.q': '¿Cómo deposito y cuándo llega?',
  'faq.deposit.a':
    'Toca Depositar, elige un monto y paga en la página del proveedor de pagos. Tu saldo se actualiza solo en cuanto el proveedor confirma el pago. Un pedido no pagado a tiempo vence y no se cobra nada.',
  'faq.bonus.q': '¿Qué bonos hay?',
  'faq.bonus.a':
    'Un bono de depósito, que se muestra junto a cada monto en el cajón de depósito antes de pagar, y, hasta que se pague tu primer depósito, una oferta para él. También hay un premio de registro diario, tareas de principiante y premios por invitar amigos: la página Promociones dice las reglas de cada uno.',
  'faq.bonus.aNone':
    'Ninguno: las reglas de este mercado no permiten bonos de depósito ni otros bonos anticipados, así que un depósito suma exactamente lo que pagas.',
  'faq.wagering.q': '¿Qué es el rollover (apuestas requeridas)?',
  'faq.wagering.a':
    'Cada depósito suma su propio monto a tu rollover, y cada bono suma {multiple} veces su monto. Cada apuesta lo reduce. Cuando llega a cero, puedes retirar todo tu saldo. La página de retiro y tu perfil muestran cuánto falta.',
  'faq.wagering.aNoBonus':
    'Cada depósito suma su propio monto a tu rollover, y cada apuesta lo reduce. Cuando llega a cero, puedes retirar todo tu saldo. La página de retiro y tu perfil muestran cuánto falta.',
  'faq.withdraw.q': '¿Cuándo y cómo puedo retirar?',
  'faq.withdraw.a':
    'Cuando tu rollover esté en cero. En la página de retiro, agrega la cuenta bancaria o billetera que recibe el dinero, elige un monto y revisa la cotización antes de confirmar. Un retiro a la vez, dentro del número diario y del límite por retiro de tu nivel VIP, que la página muestra.',
  'faq.withdraw.aOwnCpf':
    'Cuando tu rollover esté en cero. En la página de retiro, registra tu CPF, agrega una cuenta a tu propio CPF, elige un monto y revisa la cotización antes de confirmar. Un retiro a la vez, dentro del número diario y del límite por retiro de tu nivel VIP, que la página muestra.',
  'faq.stages.q': '¿Qué significan las etapas del retiro?',
  'faq.stages.a':
    'Solicitado, en revisión, aprobado, enviado y pagado, cada una con su hora en el seguimiento del retiro. Puedes cancelarlo mientras está solicitado o en revisión. Si se rechaza, falla o se cancela, el monto total vuelve a tu saldo.',
  'faq.fees.q': '¿Tendré que pagar algo para recibir un retiro?',
  'faq.fees.a':
    'No. Cualquier comisión o impuesto aparece en la cotización antes de confirmar y se descuenta del pago. Sorte nunca pide un depósito para liberar tu dinero.',
  'faq.limits.q': '¿Cómo pongo límites?',
  'faq.limits.a':
    'En tu perfil: límites de depósito y de pérdidas por día, semana y mes, y un límite diario de tiempo de juego. Un límite más bajo aplica al momento; uno más alto, o ninguno, después de 24 horas.',
  'faq.limits.aRequired':
    'Eliges los límites de pérdidas y de tiempo de juego antes de tu primer depósito o juego, y puedes cambiarlos en tu perfil, junto a los límites de depósito por día, semana y mes. Un límite más bajo aplica al momento; uno más alto, o ninguno, después de 24 horas.',
  'faq.break.q': '¿Puedo tomar una pausa o autoexcluirme?',
  'faq.break.a':
    'Sí, en tu perfil: una pausa de 24 horas, 7 días o 30 días, o la autoexclusión por {periods}. Ninguna se puede cancelar antes de tiempo. Mientras tanto no puedes jugar ni depositar, pero sí entrar, ver tu saldo e historial y retirar.',
  'faq.national.q': '¿Existe una autoexclusión nacional?',
  'faq.national.a':
    'Sí. El servicio del gobierno bloquea tu CPF en todos los sitios de apuestas autorizados de Brasil a la vez; tu perfil tiene el enlace.',
  'faq.reminder.q': '¿Qué es el recordatorio de sesión?',
  'faq.reminder.a':
    'Con un juego abierto, un recordatorio muestra cuánto tiempo llevas jugando y el resultado de la sesión, cada 15, 30 o 60 minutos, como elijas en tu perfil (cada hora hasta que elijas).',
  'faq.fair.q': '¿Los juegos son justos?',
  'faq.fair.a':
    'Cada juego muestra su retorno al jugador (RTP), su volatilidad y su premio máximo antes de jugar, y su tabla de pagos completa dentro. Cada ronda se puede comprobar en el propio juego con semillas demostrablemente justas.',
  'faq.account.q': '¿Cómo conservo mi cuenta si cambio de teléfono?',
  'faq.account.a':
    'Protégela en tu perfil con una contraseña. Luego entra en cualquier dispositivo con tu usuario, teléfono o correo y esa contraseña, y encuentra el mismo saldo, historial y límites. Una cuenta de invitado solo abre en el dispositivo donde se creó.',
  'faq.support.q': '¿Cómo contacto a soporte?',
  'faq.support.a':
    'Con el formulario de esta página. Tus solicitudes y nuestras respuestas quedan listadas aquí, y una respuesta nueva queda marcada hasta que la abras.',
};
