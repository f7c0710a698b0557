import type { ApiMessageCode } from '../catalogues/en/api';

/**
 * The deposit limit's periods (`@sorte/contracts`' DepositLimitPeriod, which the api checks is the
 * same): words name them, so they are written here too.
 */
export type DepositLimitPeriod = 'day' | 'week' | 'month';

/**
 * The sentences with values in them (an age, a date, an amount), one function per sentence. The
 * api's operations decide and pass the values; only the catalogues hold the words.
 */
export interface PlayerTexts {
  underAge: (values: { minimumAge: number }) => string;
  excludedUntil: (values: { until: string }) => string;
  sessionIdle: (values: { minutes: number }) => string;
  depositAmountRange: (values: { min: string; max: string }) => string;
  /** A custom amount with cents where the market takes whole units only. */
  depositAmountWhole: (values: { min: string; max: string }) => string;
  depositLimitReached: (values: {
    period: DepositLimitPeriod;
    limit: string;
    left: string;
  }) => string;
  payoutAccountsFull: (values: { max: number }) => string;
  payoutAccountDuplicate: string;
  /** Why a deposit order is where it is. */
  depositReasons: Record<'failed' | 'review' | 'expired' | 'refunded', string>;
  /** Why a body was refused before its fields were read (`@sorte/contracts` checkCallBody). */
  bodyRefusals: Record<'not_an_object' | 'nul_character', string>;
  /** The contact form's bounds, as the refusal names them. */
  supportMessageTooShort: (values: { min: number }) => string;
  supportMessageTooLong: (values: { max: number }) => string;
  supportTicketsWaiting: (values: { max: number }) => string;
  /** Staff sent a reply with nothing in it (staff read English for now). */
  staffReplyEmpty: string;
  /** The operator sign-in refused: unknown username or wrong password, never which of the two. */
  staffSignInRefused: string;
}

/** One language's words: the message of every `msgCode`, and the sentences with values. */
export interface Catalogue {
  messages: Record<ApiMessageCode, string>;
  texts: PlayerTexts;
}

/** What English, which names the `msgCode`s, must be. */
export interface CatalogueShape {
  messages: Record<string, string>;
  texts: PlayerTexts;
}
