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
  username_invalid: 'Please enter 3-15 characters, without spaces.',
  username_taken: 'This username is taken. Please choose another.',
  birth_date_missing: 'Please select your date of birth',
  under_age: 'Only open to users over 18 years old',
  terms_not_accepted: 'Please confirm your age and accept the terms.',
  age_unconfirmed: 'Please confirm your age first: Sorte is for adults only.',
  age_already_confirmed:
    'Your age is already confirmed and cannot be changed here. Please contact support.',
  period_invalid: 'This period is not offered. Please choose one of the listed periods.',
  excluded: 'You are taking a break from play. Games and deposits return when it ends.',
  deposit_limit_reached: 'This deposit would pass one of your deposit limits.',
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
  username_invalid: 'Digite de 3 a 15 caracteres, sem espaços.',
  username_taken: 'Este nome de usuário já está em uso. Escolha outro.',
  birth_date_missing: 'Selecione sua data de nascimento',
  under_age: 'Disponível apenas para maiores de 18 anos',
  terms_not_accepted: 'Confirme sua idade e aceite os termos.',
  age_unconfirmed: 'Confirme sua idade primeiro: a Sorte é apenas para maiores de idade.',
  age_already_confirmed:
    'Sua idade já foi confirmada e não pode ser alterada aqui. Fale com o suporte.',
  period_invalid: 'Este período não é oferecido. Escolha um dos períodos da lista.',
  excluded: 'Você está em uma pausa do jogo. Jogos e depósitos voltam quando ela terminar.',
  deposit_limit_reached: 'Este depósito passa de um dos seus limites de depósito.',
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
  username_invalid: 'Ingresa de 3 a 15 caracteres, sin espacios.',
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
