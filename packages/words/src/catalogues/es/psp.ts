import type { CheckoutCopy } from '../en/psp';

export const spanish: CheckoutCopy = {
  pageTitle: 'Pago',
  secureCheckout: 'Pago seguro',
  sandboxBadge: 'Prueba',
  sandboxNotice: 'Entorno de prueba: sin dinero real.',
  payTo: 'Pagar a',
  payee: 'SORTE PAGOS',
  order: 'Pedido',
  expiresIn: 'Vence en',
  copy: 'Copiar',
  copied: '¡Copiado!',
  payError: 'No se pudo completar el pago. Inténtalo de nuevo.',
  pix: {
    title: 'Paga con PIX',
    steps: [
      'Abre la app de tu banco y elige PIX.',
      'Escanea el código QR o pega el código de abajo.',
      'Revisa el monto y el destinatario, y confirma.',
    ],
    qrLabel: 'Código QR de PIX',
    codeLabel: 'Código PIX para copiar y pegar',
    payNow: 'Pagar ahora (prueba)',
  },
  ewallet: {
    title: 'Paga con billetera digital',
    chooseWallet: 'Elige tu billetera',
    mobileLabel: 'Número de celular',
    mobileHint: '09XXXXXXXXX',
    mobileInvalid: 'Escribe un número de 11 dígitos que empiece con 09.',
    walletMissing: 'Elige una billetera.',
    pay: 'Pagar (prueba)',
  },
  spei: {
    title: 'Transferencia SPEI',
    instructions:
      'Desde la app de tu banco, transfiere el monto exacto a esta CLABE e indica la referencia.',
    clabe: 'CLABE',
    beneficiary: 'Beneficiario',
    amount: 'Monto exacto',
    reference: 'Referencia',
    transferred: 'Ya transferí (prueba)',
  },
  processing: {
    title: 'Confirmando tu pago…',
    detail: 'Esto toma unos instantes. No cierres esta página.',
  },
  paid: {
    title: 'Pago recibido',
    detail: 'Tu pago está confirmado. Tu saldo se actualiza en el casino en un momento.',
    redirect: 'Volviendo al casino en {seconds} s…',
  },
  expired: {
    title: 'Pago vencido',
    detail: 'Este pago ya no se puede realizar. Vuelve al casino y haz un nuevo depósito.',
  },
  back: 'Volver al casino',
  notFound: {
    title: 'Pago no encontrado',
    detail: 'Este enlace de pago no existe. Vuelve al casino e inténtalo de nuevo.',
  },
  footer: 'Proveedor de pagos de prueba',
};
