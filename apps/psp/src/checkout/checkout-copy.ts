import type { CheckoutLanguage } from './checkout-language';

/** Every word the checkout page shows, per language. `{seconds}` marks where a number goes. */
export interface CheckoutCopy {
  pageTitle: string;
  secureCheckout: string;
  sandboxBadge: string;
  sandboxNotice: string;
  payTo: string;
  /** The merchant paid, in the page's language, unless PSP_MERCHANT_NAME names it. */
  payee: string;
  order: string;
  expiresIn: string;
  copy: string;
  copied: string;
  payError: string;
  pix: {
    title: string;
    steps: readonly [string, string, string];
    qrLabel: string;
    codeLabel: string;
    payNow: string;
  };
  ewallet: {
    title: string;
    chooseWallet: string;
    mobileLabel: string;
    mobileHint: string;
    mobileInvalid: string;
    walletMissing: string;
    pay: string;
  };
  spei: {
    title: string;
    instructions: string;
    clabe: string;
    beneficiary: string;
    amount: string;
    reference: string;
    transferred: string;
  };
  processing: { title: string; detail: string };
  paid: { title: string; detail: string; redirect: string };
  expired: { title: string; detail: string };
  back: string;
  notFound: { title: string; detail: string };
  footer: string;
}

const portuguese: CheckoutCopy = {
  pageTitle: 'Pagamento',
  secureCheckout: 'Pagamento seguro',
  sandboxBadge: 'Teste',
  sandboxNotice: 'Ambiente de testes: sem dinheiro real.',
  payTo: 'Pagar para',
  payee: 'SORTE PAGAMENTOS',
  order: 'Pedido',
  expiresIn: 'Expira em',
  copy: 'Copiar',
  copied: 'Copiado!',
  payError: 'Não foi possível concluir o pagamento. Tente de novo.',
  pix: {
    title: 'Pague com PIX',
    steps: [
      'Abra o app do seu banco e escolha PIX.',
      'Escaneie o QR code ou cole o código abaixo.',
      'Confira o valor e o recebedor, e confirme.',
    ],
    qrLabel: 'QR code PIX',
    codeLabel: 'PIX copia e cola',
    payNow: 'Pagar agora (teste)',
  },
  ewallet: {
    title: 'Pague com carteira digital',
    chooseWallet: 'Escolha a carteira',
    mobileLabel: 'Número do celular',
    mobileHint: '09XXXXXXXXX',
    mobileInvalid: 'Digite um número de 11 dígitos começando com 09.',
    walletMissing: 'Escolha uma carteira.',
    pay: 'Pagar (teste)',
  },
  spei: {
    title: 'Transferência SPEI',
    instructions:
      'No app do seu banco, transfira o valor exato para esta CLABE e informe a referência.',
    clabe: 'CLABE',
    beneficiary: 'Beneficiário',
    amount: 'Valor exato',
    reference: 'Referência',
    transferred: 'Já transferi (teste)',
  },
  processing: {
    title: 'Confirmando seu pagamento…',
    detail: 'Isso leva alguns instantes. Não feche esta página.',
  },
  paid: {
    title: 'Pagamento recebido',
    detail: 'Seu pagamento foi confirmado. O saldo aparece no cassino em instantes.',
    redirect: 'Voltando ao cassino em {seconds} s…',
  },
  expired: {
    title: 'Pagamento expirado',
    detail: 'Este pagamento não pode mais ser feito. Volte ao cassino e faça um novo depósito.',
  },
  back: 'Voltar ao cassino',
  notFound: {
    title: 'Pagamento não encontrado',
    detail: 'Este link de pagamento não existe. Volte ao cassino e tente de novo.',
  },
  footer: 'Provedor de pagamentos de teste',
};

const english: CheckoutCopy = {
  pageTitle: 'Payment',
  secureCheckout: 'Secure checkout',
  sandboxBadge: 'Sandbox',
  sandboxNotice: 'Sandbox: no real money moves.',
  payTo: 'Pay to',
  payee: 'SORTE PAYMENTS',
  order: 'Order',
  expiresIn: 'Expires in',
  copy: 'Copy',
  copied: 'Copied!',
  payError: 'The payment could not be completed. Please try again.',
  pix: {
    title: 'Pay with PIX',
    steps: [
      "Open your bank's app and choose PIX.",
      'Scan the QR code or paste the code below.',
      'Check the amount and the payee, then confirm.',
    ],
    qrLabel: 'PIX QR code',
    codeLabel: 'PIX copy-and-paste code',
    payNow: 'Pay now (sandbox)',
  },
  ewallet: {
    title: 'Pay with an e-wallet',
    chooseWallet: 'Choose your wallet',
    mobileLabel: 'Mobile number',
    mobileHint: '09XXXXXXXXX',
    mobileInvalid: 'Enter an 11-digit mobile number starting with 09.',
    walletMissing: 'Choose a wallet.',
    pay: 'Pay (sandbox)',
  },
  spei: {
    title: 'SPEI transfer',
    instructions:
      "In your bank's app, transfer the exact amount to this CLABE and quote the reference.",
    clabe: 'CLABE',
    beneficiary: 'Beneficiary',
    amount: 'Exact amount',
    reference: 'Reference',
    transferred: 'I have transferred (sandbox)',
  },
  processing: {
    title: 'Confirming your payment…',
    detail: 'This takes a few moments. Please keep this page open.',
  },
  paid: {
    title: 'Payment received',
    detail: 'Your payment is confirmed. Your balance updates in the casino in a moment.',
    redirect: 'Returning to the casino in {seconds} s…',
  },
  expired: {
    title: 'Payment expired',
    detail: 'This payment can no longer be made. Go back to the casino and start a new deposit.',
  },
  back: 'Back to the casino',
  notFound: {
    title: 'Payment not found',
    detail: 'This payment link does not exist. Go back to the casino and try again.',
  },
  footer: 'Sandbox payment provider',
};

const spanish: CheckoutCopy = {
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

export const checkoutCopy: Readonly<Record<CheckoutLanguage, CheckoutCopy>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};
