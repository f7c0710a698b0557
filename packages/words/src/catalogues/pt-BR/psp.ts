import type { CheckoutCopy } from '../en/psp';

export const portuguese: CheckoutCopy = {
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
