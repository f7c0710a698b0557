import type { MarketsWords } from '../en/markets';

export const spanish: MarketsWords = {
  payoutChannels: {
    br_pix_cpf: 'PIX: CPF',
    br_pix_phone: 'PIX: celular',
    br_pix_email: 'PIX: correo',
    br_pix_random: 'PIX: clave aleatoria',
    ng_bank: 'Cuenta bancaria',
    id_dana: 'DANA',
    id_ovo: 'OVO',
    id_linkaja: 'LinkAja',
    id_shopeepay: 'ShopeePay',
    id_qris: 'QRIS',
    id_bank: 'Cuenta bancaria',
    mx_clabe: 'CLABE',
    mx_debit_card: 'Tarjeta de débito',
    ph_gcash: 'GCash',
    ph_maya: 'Maya',
    vn_bank: 'Cuenta bancaria',
    vn_momo: 'MoMo',
    th_bank: 'Cuenta bancaria',
    th_promptpay: 'PromptPay',
    eg_bank: 'Cuenta bancaria (IBAN)',
    eg_wallet: 'Billetera móvil',
  },
  payoutAccountRefusals: {
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
  withdrawalStages: {
    requested: {
      label: 'Solicitado',
      explanation: 'Recibimos tu solicitud y apartamos el monto de tu saldo.',
    },
    reviewing: {
      label: 'En revisión',
      explanation: 'Estamos revisando la solicitud antes de enviar el pago.',
    },
    approved: {
      label: 'Aprobado',
      explanation: 'El retiro fue aprobado y se enviará a tu cuenta.',
    },
    sent: {
      label: 'Enviado',
      explanation:
        'El pago salió de aquí y está con tu banco o billetera, que confirma su llegada.',
    },
    paid: {
      label: 'Pagado',
      explanation: 'Tu banco o billetera confirmó el pago: el dinero está en tu cuenta.',
    },
    rejected: {
      label: 'Rechazado',
      explanation: 'No aprobamos este retiro; el monto total volvió a tu saldo.',
    },
    failed: {
      label: 'Fallido',
      explanation: 'El pago no se completó; el monto total volvió a tu saldo.',
    },
    cancelled: {
      label: 'Cancelado',
      explanation: 'Cancelaste este retiro; el monto total volvió a tu saldo.',
    },
  },
  withdrawalRefusals: {
    withdrawProcessing:
      'Ya tienes un retiro en curso. Podrás solicitar otro cuando termine; hasta que se apruebe, puedes cancelarlo.',
    needPlayGame:
      'Rollover pendiente: {turnover}. El retiro se habilita cuando llegue a cero; cada apuesta lo reduce.',
    daily_limit_reached:
      'Alcanzaste el límite diario de retiros de tu nivel ({count} por día). Podrás retirar de nuevo mañana.',
    too_frequent: 'Espera {seconds} s antes de solicitar otro retiro.',
    account_missing: 'Por favor, agrega la cuenta de retiro que se va a vincular.',
    amount_invalid: 'Estimado jugador, elige un monto entre {min} y {max}.',
    only_support_ten: 'Estimado jugador, los retiros se hacen en múltiplos de {step}.',
    insufficient_balance: 'Tu saldo es {balance}, menor que este monto.',
    needUpgradeVip:
      'En tu nivel, cada retiro puede ser de hasta {limit}. Elige hasta {limit}; el resto puede ir en otro retiro.',
    no_channel: '{channel} recibe hasta {max} por retiro. Elige un monto menor u otra cuenta.',
  },
  payoutFailures: {
    invalid_destination:
      'El banco o la billetera no reconoció esta cuenta. Revísala o cámbiala e inténtalo de nuevo; el monto total volvió a tu saldo.',
    destination_closed:
      'Esta cuenta está cerrada o bloqueada. Agrega otra cuenta e inténtalo de nuevo; el monto total volvió a tu saldo.',
    rejected_by_bank:
      'El banco o la billetera rechazó el pago. Inténtalo de nuevo o usa otra cuenta; el monto total volvió a tu saldo.',
    provider_refused:
      'El proveedor de pagos no aceptó enviar este retiro. Inténtalo de nuevo más tarde; el monto total volvió a tu saldo.',
  },
  typicalTime: 'Suele llegar unos {minutes} min después de enviado.',
};
