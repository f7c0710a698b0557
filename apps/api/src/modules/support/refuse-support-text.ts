import type { SupportTicketRefusal } from '@sorte/contracts';
import { supportMessageLengthMax, supportMessageLengthMin } from '@sorte/contracts';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import type { Language } from '../../i18n/messages';

/**
 * A contact-form refusal in the reader's language, naming the bound that was missed; the
 * bounds are the player's unless a staff reply's are given.
 */
export function refuseSupportText(
  refusal: SupportTicketRefusal,
  language: Language,
  bounds: { lengthMin: number; lengthMax: number } = {
    lengthMin: supportMessageLengthMin,
    lengthMax: supportMessageLengthMax,
  },
): PlayerError {
  const texts = textsFor(language);
  if (refusal === 'ticket_message_too_short') {
    return new PlayerError(refusal, 400, texts.supportMessageTooShort({ min: bounds.lengthMin }));
  }
  if (refusal === 'ticket_message_too_long') {
    return new PlayerError(refusal, 400, texts.supportMessageTooLong({ max: bounds.lengthMax }));
  }
  return new PlayerError(refusal, 400);
}
