import { supportMessageLengthMax, supportMessageLengthMin } from '@sorte/contracts/support';
import type { SupportTicketRefusal } from '@sorte/contracts/support';
import type { SupportWordsOf } from '../support-words';

/** A refusal of a request or a reply, in the player's words, with the server's length limits. */
export function refusalWords(refusal: SupportTicketRefusal, words: SupportWordsOf): string {
  return words(`error.${refusal}`, { min: supportMessageLengthMin, max: supportMessageLengthMax });
}
