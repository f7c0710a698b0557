import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { checkCallBody, okEnvelope, refusalEnvelope } from '@sorte/contracts';
import type { Envelope, PlayerCall } from '@sorte/contracts';
import { getMarket } from '@sorte/markets';
import type { MarketCode } from '@sorte/markets';
import type { RouteAnswers } from '@sorte/service-http';
import { message, textsFor, toLanguage } from '../i18n/messages';
import type { Language } from '../i18n/messages';
import type { AuthenticatedPlayer } from './authenticated-player';
import { PlayerError } from './player-error';
import { requestLanguage } from './request-language';

/** Player calls carry small JSON bodies; anything larger is refused before parsing. */
export const playerBodyLimitBytes = 64 * 1024;

export interface PlayerCallContext<Body> {
  body: Body;
  request: FastifyRequest;
  language: Language;
}

export interface AuthenticatedCallContext<Body> extends PlayerCallContext<Body> {
  player: AuthenticatedPlayer;
}

export interface PlayerRouteDeps {
  defaultMarket: MarketCode;
  /** The api's clock: the real one, or one a test injects to move time on. */
  clock: () => Date;
  authenticate: (token: string) => Promise<AuthenticatedPlayer | null>;
}

/**
 * A call's body through the shared gate of `@sorte/contracts` (a JSON object, no U+0000 in any
 * text, the call's schema): refused with `bad_request`, naming the field, before anything reads
 * it, so a refused call changes nothing.
 */
export function parseCallBody<B extends z.ZodType>(
  schema: B,
  raw: unknown,
  language: Language,
): z.output<B> {
  const checked = checkCallBody(schema, raw);
  if (checked.ok) return checked.body;
  const { refusal } = checked;
  const reason =
    refusal.reason === 'invalid' ? refusal.detail : textsFor(language).bodyRefusals[refusal.reason];
  throw new PlayerError(
    'bad_request',
    400,
    `${message('bad_request', language)} (${refusal.path}: ${reason})`,
  );
}

export function replyInEnvelope<D>(data: D, language: Language): Envelope<D> {
  return { success: true, msg: message('ok', language), msgCode: 'ok', data };
}

/**
 * The route options every player and operator call shares: the body limit and the answers its
 * contract declares (the envelope around the call's data, or a refusal with a stable code), which
 * `registerAnswerCheck` holds every answer to outside production. Options a call adds (a rate
 * limit) keep both.
 */
export function callRouteOptions(
  call: PlayerCall<z.ZodType, z.ZodType>,
  options: RouteShorthandOptions = {},
): RouteShorthandOptions {
  const answers: RouteAnswers = { ok: okEnvelope(call.data), refused: refusalEnvelope };
  return {
    bodyLimit: playerBodyLimitBytes,
    ...options,
    config: { ...options.config, answers },
  };
}

/** A call anyone may make (only login): validated, answered in the envelope. */
export function registerPublicCall<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  deps: PlayerRouteDeps,
  call: PlayerCall<B, D>,
  handler: (context: PlayerCallContext<z.output<B>>) => Promise<z.input<D>>,
  options: RouteShorthandOptions = {},
): void {
  app.post(call.path, callRouteOptions(call, options), async (request) => {
    const language = requestLanguage(request, deps.defaultMarket);
    const body = parseCallBody(call.body, request.body, language);
    return replyInEnvelope(await handler({ body, request, language }), language);
  });
}

/** A call that needs the `access-token` header of a live session. */
export function registerPlayerCall<B extends z.ZodType, D extends z.ZodType>(
  app: FastifyInstance,
  deps: PlayerRouteDeps,
  call: PlayerCall<B, D>,
  handler: (context: AuthenticatedCallContext<z.output<B>>) => Promise<z.input<D>>,
): void {
  app.post(call.path, callRouteOptions(call), async (request) => {
    const header = request.headers['access-token'];
    const token = typeof header === 'string' ? header : '';
    const player = token ? await deps.authenticate(token) : null;
    if (!player) throw new PlayerError('token_invalid', 401);
    const language = toLanguage(getMarket(player.market).language, 'en');
    request.playerLanguage = language;
    const body = parseCallBody(call.body, request.body, language);
    return replyInEnvelope(await handler({ body, request, language, player }), language);
  });
}
