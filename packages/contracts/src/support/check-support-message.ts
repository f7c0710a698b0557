/**
 * What a player may write to support, one rule for the contact form in the browser and for the
 * api: the form shows the refusal under its field before sending, and the server refuses the same
 * body with the same code, writing nothing. No zod here, so the web app can run it.
 */

/** The subjects the contact form offers; staff read them to sort their queue. */
export const supportTopics = [
  'deposit',
  'withdrawal',
  'account',
  'games',
  'limits',
  'other',
] as const;
export type SupportTopic = (typeof supportTopics)[number];

/** Enough to say what happened; short enough to read on a phone and to keep the table small. */
export const supportMessageLengthMin = 10;
export const supportMessageLengthMax = 2000;

/** A staff reply may be longer (steps to follow, several questions answered at once). */
export const supportReplyLengthMax = 4000;

export type SupportMessageRefusal =
  'ticket_message_too_short' | 'ticket_message_too_long' | 'ticket_message_invalid';
export type SupportTicketRefusal = 'ticket_topic_invalid' | SupportMessageRefusal;

export type SupportMessageCheck =
  { ok: true; text: string } | { ok: false; refusal: SupportMessageRefusal };

// Control characters other than tab and line breaks: invisible, and U+0000 cannot be stored.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function isSupportTopic(value: unknown): value is SupportTopic {
  return typeof value === 'string' && (supportTopics as readonly string[]).includes(value);
}

/** A message as it is kept: line breaks made uniform, blank edges trimmed. */
export function keptSupportMessage(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim();
}

/** The length the bounds apply to, in characters (an accented letter or an emoji is one). */
export function supportMessageLength(text: string): number {
  return [...keptSupportMessage(text)].length;
}

/** A message as it is kept, within the bounds given (the player's unless others are given). */
export function checkSupportMessage(
  text: string,
  bounds: { lengthMin: number; lengthMax: number } = {
    lengthMin: supportMessageLengthMin,
    lengthMax: supportMessageLengthMax,
  },
): SupportMessageCheck {
  if (controlCharacter.test(text)) return { ok: false, refusal: 'ticket_message_invalid' };
  const kept = keptSupportMessage(text);
  const length = [...kept].length;
  if (length < bounds.lengthMin) return { ok: false, refusal: 'ticket_message_too_short' };
  if (length > bounds.lengthMax) return { ok: false, refusal: 'ticket_message_too_long' };
  return { ok: true, text: kept };
}

/** A new request: a topic the form offers and a message within bounds, the topic judged first. */
export function checkSupportTicket(input: {
  topic: string;
  message: string;
}):
  | { ok: true; topic: SupportTopic; message: string }
  | { ok: false; refusal: SupportTicketRefusal } {
  if (!isSupportTopic(input.topic)) return { ok: false, refusal: 'ticket_topic_invalid' };
  const message = checkSupportMessage(input.message);
  if (!message.ok) return message;
  return { ok: true, topic: input.topic, message: message.text };
}
