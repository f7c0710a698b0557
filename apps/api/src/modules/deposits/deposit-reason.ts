import type { DepositOrderStatus } from '../../db/schema';
import type { Language } from '../../i18n/messages';

const reasons: Record<'failed' | 'review' | 'expired', Record<Language, string>> = {
  failed: {
    'pt-BR': 'O provedor de pagamento não criou a cobrança. Nada foi cobrado.',
    en: 'The payment provider could not create the payment. Nothing was charged.',
    es: 'El proveedor de pagos no pudo crear el cobro. No se cobró nada.',
  },
  review: {
    'pt-BR':
      'O valor pago difere do pedido. Nossa equipe está verificando e creditará o valor recebido.',
    en: 'The amount paid differs from the order. Our team is checking it and will credit what arrived.',
    es: 'El monto pagado no coincide con el pedido. Nuestro equipo lo revisa y acreditará lo recibido.',
  },
  expired: {
    'pt-BR': 'O prazo para pagar terminou. Nada foi cobrado.',
    en: 'The time to pay ran out. Nothing was charged.',
    es: 'El plazo para pagar terminó. No se cobró nada.',
  },
};

/** Why an order is where it is, in the player's words; null when nothing needs explaining. */
export function depositReason(status: DepositOrderStatus, language: Language): string | null {
  if (status === 'failed' || status === 'review' || status === 'expired') {
    return reasons[status][language];
  }
  return null;
}
