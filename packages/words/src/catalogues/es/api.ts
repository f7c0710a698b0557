import type { Catalogue, DepositLimitPeriod } from '../../api/api-catalogue';

const periodWords: Record<DepositLimitPeriod, string> = {
  day: 'diario',
  week: 'semanal',
  month: 'mensual',
};

/** Español: every message a player can read from the api, with its parameters. */
export const spanish: Catalogue = {
  messages: {
    ok: 'OK',
    bad_request: 'Parte de la información enviada no es válida.',
    unsupported_media_type: 'Las solicitudes deben enviarse en JSON.',
    payload_too_large: 'La solicitud es demasiado grande.',
    not_found: 'Este servicio no existe.',
    method_not_allowed: 'Usa POST para este servicio.',
    too_many_requests: 'Demasiados intentos. Espera un minuto e inténtalo de nuevo.',
    token_invalid: 'Tu sesión terminó. Vuelve a iniciar sesión.',
    login_type_unsupported: 'Este método de acceso aún no está disponible.',
    region_blocked: 'Sorte no está disponible en tu región.',
    game_unknown: 'Este juego no está disponible.',
    amount_invalid: 'Estimado jugador, este monto no está disponible.',
    deposit_unavailable:
      'Los depósitos no están disponibles ahora. No se cobró nada; inténtalo de nuevo.',
    credentials_invalid: 'Usuario, celular, correo o contraseña incorrectos.',
    login_locked:
      'Demasiadas contraseñas incorrectas para esta cuenta. El acceso queda en pausa hasta una hora; inténtalo más tarde.',
    login_locked_address:
      'Demasiadas contraseñas incorrectas desde esta conexión. El acceso queda en pausa hasta una hora; inténtalo más tarde.',
    credentials_required:
      'Esta cuenta está protegida con contraseña. Inicia sesión con tu usuario, celular o correo.',
    session_idle: 'Se cerró tu sesión por inactividad. Vuelve a iniciar sesión.',
    password_too_weak: 'Elige una contraseña de al menos 8 caracteres, sin repetir uno solo.',
    password_wrong: 'La contraseña actual no es correcta.',
    phone_invalid: 'Ingresa tu número de celular con el código del país.',
    email_invalid: 'Ingresa un correo válido, como nombre@ejemplo.com.',
    phone_taken: 'Este celular ya accede a otra cuenta.',
    email_taken: 'Este correo ya accede a otra cuenta.',
    username_invalid:
      'Ingresa de 3 a 15 caracteres: letras, números, _ . o -, sin espacios ni emojis.',
    username_taken: 'Este nombre de usuario ya está en uso. Elige otro.',
    birth_date_missing: 'Selecciona tu fecha de nacimiento',
    under_age: 'Solo para mayores de 18 años',
    terms_not_accepted: 'Confirma tu edad y acepta los términos.',
    age_unconfirmed: 'Confirma tu edad primero: Sorte es solo para mayores de edad.',
    age_already_confirmed:
      'Tu edad ya está confirmada y no se puede cambiar aquí. Contacta a soporte.',
    period_invalid: 'Este período no se ofrece. Elige uno de los períodos de la lista.',
    excluded: 'Estás en una pausa del juego. Juegos y depósitos vuelven cuando termine.',
    deposit_limit_reached: 'Este depósito supera uno de tus límites de depósito.',
    payout_account_invalid: 'Esta cuenta de retiro no es válida. Revisa los campos marcados.',
    payout_account_unknown: 'No se encontró esta cuenta de retiro.',
    cpf_invalid: 'Este CPF no es válido. Revisa los 11 dígitos.',
    cpf_taken: 'Este CPF está registrado en otra cuenta. Contacta a soporte.',
    cpf_already_set: 'Tu CPF ya está registrado y no se puede cambiar aquí. Contacta a soporte.',
    withdrawProcessing: 'Tienes un retiro en curso. Espera a que termine.',
    needPlayGame: 'Juega el monto de apuestas restante antes de retirar.',
    daily_limit_reached: 'Alcanzaste el número de retiros de hoy.',
    too_frequent: 'Retiros demasiado frecuentes. Inténtalo de nuevo en un momento.',
    account_missing: 'Agrega la cuenta de retiro a la que va el retiro.',
    only_support_ten: 'Este monto debe ser múltiplo del paso indicado.',
    insufficient_balance: 'Tu saldo no alcanza para este retiro.',
    needUpgradeVip: 'Este monto supera el límite por retiro de tu nivel.',
    no_channel: 'Ningún canal de pago acepta este monto. Elige un monto menor.',
    idempotency_key_reused:
      'Esta solicitud ya se envió con otros datos. Vuelve a empezar, por favor.',
    quote_changed:
      'La comisión o el impuesto de este retiro cambió. Revisa el nuevo monto y confirma de nuevo.',
    withdrawal_unknown: 'No se encontró este retiro.',
    withdrawal_not_cancellable: 'Este retiro ya no se puede cancelar.',
    withdrawal_not_in_review: 'Este retiro no está esperando revisión.',
    loss_limit_reached:
      'Alcanzaste un límite de pérdidas que definiste. Los juegos vuelven cuando termine su período.',
    play_time_limit_reached:
      'Alcanzaste el tiempo de juego diario que definiste. Los juegos vuelven mañana.',
    limits_required: 'Elige primero tus límites de pérdidas y de tiempo, en tu perfil.',
    limit_invalid:
      'Este límite no es válido. Cada límite una vez, y como máximo 1440 minutos al día.',
    ticket_topic_invalid: 'Elige el tema de tu mensaje.',
    ticket_message_too_short: 'Escribe un poco más para que podamos ayudarte.',
    ticket_message_too_long: 'Tu mensaje es demasiado largo. Acórtalo, por favor.',
    ticket_message_invalid:
      'Tu mensaje tiene un carácter que no se puede enviar. Quítalo e inténtalo de nuevo.',
    too_many_open_tickets:
      'Ya tienes varias solicitudes esperando respuesta. Espera una respuesta o escribe en una de ellas.',
    ticket_unknown: 'No encontramos esta solicitud.',
    ticket_closed: 'Esta solicitud está cerrada. Abre una nueva.',
    ticket_full: 'Esta conversación está llena. Abre una nueva solicitud.',
    reward_unavailable: 'Esta recompensa no se ofrece en tu mercado.',
    reward_not_due: 'Todavía no has ganado esta recompensa.',
    reward_claimed_today: 'Ya recibiste la recompensa de hoy. Vuelve mañana.',
    staff_role_forbidden: 'Tu rol no permite esto.',
    staff_second_factor_required: 'Primero registra tu app de autenticación (acceso en dos pasos).',
    totp_already_enrolled: 'El acceso en dos pasos ya está configurado en esta cuenta.',
    totp_code_wrong:
      'Ese código no es el actual. Revisa la hora de tu teléfono e inténtalo de nuevo.',
    staff_unknown: 'Ninguna cuenta del equipo tiene ese usuario.',
    withdrawal_same_approver:
      'Diste la primera aprobación de este retiro. Otra persona del equipo debe dar la segunda.',
    withdrawal_not_retryable:
      'Solo se puede reenviar un pago aprobado que el proveedor aún no aceptó.',
    deposit_unknown: 'No se encontró este depósito.',
    deposit_not_in_review: 'Este depósito no está esperando revisión.',
    deposit_currency_differs:
      'Este pago llegó en otra moneda que la del jugador. Solo se puede reembolsar.',
    deposit_payment_in_ledger:
      'El libro contable ya registra este pago en otro movimiento. No se cambió nada.',
    provider_unavailable:
      'El proveedor de pagos no respondió. No se cambió nada; inténtalo de nuevo en un momento.',
    provider_refused: 'El proveedor de pagos rechazó esta solicitud. No se cambió nada.',
    note_too_short: 'La nota está vacía. Escribe lo que el resto del equipo debe saber.',
    note_too_long: 'La nota es demasiado larga. Máximo 2000 caracteres.',
    note_invalid: 'La nota tiene un carácter que no se puede guardar. Quítalo.',
    adjustment_amount_invalid: 'Un ajuste mueve un importe entero distinto de cero.',
    adjustment_reason_invalid: 'Indica el motivo de este ajuste en 10 a 500 caracteres.',
    adjustment_unknown: 'Ningún ajuste tiene este id.',
    adjustment_not_pending: 'Este ajuste ya no espera una decisión.',
    adjustment_same_staff: 'Otra persona del equipo debe aprobar un ajuste que propusiste.',
    adjustment_exceeds_balance: 'Este cargo es mayor que el saldo del jugador. No se cambió nada.',
    report_range_invalid: 'Elige un periodo de hasta 92 días que empiece antes de terminar.',
    closure_request_none: 'No hay una solicitud abierta para cerrar esta cuenta.',
    closure_money_left:
      'La cuenta aún tiene saldo o dinero en camino (un retiro o depósito en curso): se cierra cuando no quede nada.',
    account_closed:
      'Esta cuenta se cerró a pedido de su titular. Sus registros se conservan el tiempo que exige la ley.',
    player_unknown: 'Ningún jugador tiene ese número.',
    care_message_unknown: 'No se encontró este mensaje.',
    settings_version_stale:
      'Alguien guardó esta configuración después de que la abriste. Vuelve a cargarla para ver su versión y haz tu cambio otra vez.',
    settings_invalid:
      'Algunos valores no pasan las verificaciones. Revisa la vista previa del cambio para saber cuáles.',
    settings_unchanged: 'Esta configuración ya es la vigente: no hay nada que guardar.',
    internal_error: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
  },
  texts: {
    underAge: ({ minimumAge }) => `Solo para mayores de ${minimumAge} años`,
    sessionIdle: ({ minutes }) =>
      `Se cerró tu sesión tras ${minutes} minutos sin actividad. Vuelve a iniciar sesión.`,
    excludedUntil: ({ until }) =>
      `Estás en una pausa del juego hasta ${until}. Juegos y depósitos vuelven después.`,
    depositAmountWhole: ({ min, max }) =>
      `Estimado jugador, este monto admite solo montos enteros, sin centavos: ${min}~${max}`,
    depositAmountRange: ({ min, max }) => `Estimado jugador, este monto admite solo ${min}~${max}`,
    depositLimitReached: ({ period, limit, left }) =>
      `Este depósito supera tu límite ${periodWords[period]} de ${limit}. Aún puedes depositar ${left} en este período.`,
    payoutAccountsFull: ({ max }) =>
      `Puedes tener hasta ${max} cuentas de retiro. Elimina una antes de agregar otra.`,
    payoutAccountDuplicate: 'Ya tienes esta cuenta de retiro.',
    depositReasons: {
      failed: 'El proveedor de pagos no pudo crear el cobro. No se cobró nada.',
      review:
        'El monto pagado no coincide con el pedido, así que no se acreditó automáticamente. Escribe a soporte con el número de este pedido.',
      expired: 'El plazo para pagar terminó. No se cobró nada.',
      refunded:
        'El monto pagado era distinto del pedido, así que se reembolsó a la cuenta de origen.',
    },
    bodyRefusals: {
      not_an_object: 'el cuerpo debe ser un objeto JSON',
      nul_character: 'contiene un carácter no permitido (U+0000)',
    },
    supportMessageTooShort: ({ min }) =>
      `Escribe al menos ${min} caracteres para que podamos ayudarte.`,
    supportMessageTooLong: ({ max }) => `Tu mensaje debe tener como máximo ${max} caracteres.`,
    supportTicketsWaiting: ({ max }) =>
      `Ya tienes ${max} solicitudes esperando respuesta. Espera una respuesta o escribe en una de ellas.`,
    staffReplyEmpty: 'La respuesta está vacía. Escribe la respuesta que leerá el jugador.',
    staffSignInRefused: 'Usuario o contraseña incorrectos.',
  },
};
