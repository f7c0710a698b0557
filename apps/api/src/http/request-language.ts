import type { FastifyRequest } from 'fastify';
import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import { toLanguage } from '../i18n/messages';
import type { Language } from '../i18n/messages';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set once the player is known; before that the Accept-Language header decides. */
    playerLanguage?: Language;
  }
}

export function requestLanguage(request: FastifyRequest, defaultMarket: MarketCode): Language {
  if (request.playerLanguage) return request.playerLanguage;
  const fallback = toLanguage(getMarket(defaultMarket).language, 'en');
  return toLanguage(request.headers['accept-language'], fallback);
}
