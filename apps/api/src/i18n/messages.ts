import type { MsgCode } from '@sorte/contracts';

export type Language = 'pt-BR' | 'en' | 'es';

const english: Record<MsgCode, string> = {
  ok: 'OK',
  bad_request: 'Some of the information sent is not valid.',
  unsupported_media_type: 'Requests must be sent as JSON.',
  payload_too_large: 'The request is too large.',
  not_found: 'This service does not exist.',
  method_not_allowed: 'Use POST for this service.',
  too_many_requests: 'Too many attempts. Please wait a minute and try again.',
  token_invalid: 'Your session has ended. Please sign in again.',
  login_type_unsupported: 'This sign-in method is not available yet.',
  region_blocked: 'Sorte is not available in your region.',
  game_unknown: 'This game is not available.',
  amount_invalid: 'Dear player, this amount is not available.',
  deposit_unavailable: 'Deposits are unavailable right now. Nothing was charged; please try again.',
  internal_error: 'Something went wrong on our side. Please try again.',
};

const portuguese: Record<MsgCode, string> = {
  ok: 'OK',
  bad_request: 'Algumas informações enviadas não são válidas.',
  unsupported_media_type: 'As solicitações devem ser enviadas em JSON.',
  payload_too_large: 'A solicitação é grande demais.',
  not_found: 'Este serviço não existe.',
  method_not_allowed: 'Use POST para este serviço.',
  too_many_requests: 'Muitas tentativas. Aguarde um minuto e tente novamente.',
  token_invalid: 'Sua sessão terminou. Entre novamente.',
  login_type_unsupported: 'Este método de acesso ainda não está disponível.',
  region_blocked: 'A Sorte não está disponível na sua região.',
  game_unknown: 'Este jogo não está disponível.',
  amount_invalid: 'Caro jogador, esse montante não está disponível.',
  deposit_unavailable: 'Os depósitos estão indisponíveis agora. Nada foi cobrado; tente novamente.',
  internal_error: 'Algo deu errado do nosso lado. Tente novamente.',
};

const spanish: Record<MsgCode, string> = {
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
  internal_error: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
};

const catalogues: Record<Language, Record<MsgCode, string>> = {
  'pt-BR': portuguese,
  en: english,
  es: spanish,
};

export function message(code: MsgCode, language: Language): string {
  return catalogues[language][code];
}

/** Picks the catalogue for a market language or an Accept-Language header. */
export function toLanguage(value: string | undefined, fallback: Language): Language {
  const lower = (value ?? '').toLowerCase();
  if (lower.startsWith('pt')) return 'pt-BR';
  if (lower.startsWith('es')) return 'es';
  if (lower.startsWith('en')) return 'en';
  return fallback;
}
