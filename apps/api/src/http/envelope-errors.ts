import type { FastifyError, FastifyInstance } from 'fastify';
import type { Envelope, MsgCode } from '@sorte/contracts';
import { playerCalls } from '@sorte/contracts';
import type { MarketCode } from '@sorte/markets';
import { message } from '../i18n/messages';
import { PlayerError } from './player-error';
import { requestLanguage } from './request-language';

const knownPaths = new Set<string>(playerCalls.map((call) => call.path));

/** Fastify's own refusals, mapped to the stable codes players' apps rely on. */
function codeForFrameworkError(error: FastifyError): { msgCode: MsgCode; statusCode: number } {
  const status = error.statusCode ?? 500;
  if (status === 415) return { msgCode: 'unsupported_media_type', statusCode: 415 };
  if (status === 413) return { msgCode: 'payload_too_large', statusCode: 413 };
  if (status === 429) return { msgCode: 'too_many_requests', statusCode: 429 };
  if (status >= 400 && status < 500) return { msgCode: 'bad_request', statusCode: 400 };
  return { msgCode: 'internal_error', statusCode: 500 };
}

/**
 * Every answer, even a refusal from the framework itself, keeps the seed's envelope. Expected
 * refusals are 4xx and quiet; anything else is a bug: logged in full, answered generically.
 */
export function registerEnvelopeErrors(app: FastifyInstance, defaultMarket: MarketCode): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request, defaultMarket);
    if (error instanceof PlayerError) {
      const body: Envelope<null> = {
        success: false,
        msg: error.detail ?? message(error.msgCode, language),
        msgCode: error.msgCode,
        data: null,
      };
      return reply.status(error.statusCode).send(body);
    }
    const { msgCode, statusCode } = codeForFrameworkError(error);
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: error.code, reason: error.message }, 'request refused');
    const body: Envelope<null> = {
      success: false,
      msg: message(msgCode, language),
      msgCode,
      data: null,
    };
    return reply.status(statusCode).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const language = requestLanguage(request, defaultMarket);
    const path = request.url.split('?')[0] ?? '';
    const msgCode: MsgCode = knownPaths.has(path) ? 'method_not_allowed' : 'not_found';
    const body: Envelope<null> = {
      success: false,
      msg: message(msgCode, language),
      msgCode,
      data: null,
    };
    return reply.status(msgCode === 'not_found' ? 404 : 405).send(body);
  });
}
