import type { CallData, opsReplySupportTicket } from '@sorte/contracts';
import { checkSupportMessage, supportReplyLengthMax } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { lockTicketForStaff } from './lock-ticket-for-staff';
import { recordAudit } from '../staff/record-audit';
import { PlayerError } from '../../http/player-error';
import { textsFor } from '../../i18n/messages';
import { appendTicketMessage } from './append-ticket-message';
import { opsViewOf } from './read-ticket-for-staff';
import { refuseSupportText } from './refuse-support-text';

const replyBounds = { lengthMin: 1, lengthMax: supportReplyLengthMax };

/**
 * Staff answer a ticket: the reply is what the player reads, the ticket is `answered`, and it
 * shows as unread to the player until they open it. The ticket is locked, so a reply and a close
 * sent together take effect one after the other.
 */
export async function replyToTicket(
  db: Database,
  input: { ticketId: string; staffId: number; message: string; now: Date },
): Promise<CallData<typeof opsReplySupportTicket>> {
  const check = checkSupportMessage(input.message, replyBounds);
  if (!check.ok) {
    throw check.refusal === 'ticket_message_too_short'
      ? new PlayerError(check.refusal, 400, textsFor('en').staffReplyEmpty)
      : refuseSupportText(check.refusal, 'en', replyBounds);
  }
  return db.transaction(async (tx) => {
    const ticket = await lockTicketForStaff(tx, input.ticketId);
    const updated = await appendTicketMessage(
      tx,
      ticket,
      { author: 'staff', staffId: input.staffId, body: check.text, at: input.now },
      { status: 'answered', lastReplyAt: input.now },
    );
    await recordAudit(tx, {
      staffId: input.staffId,
      action: 'ticket.reply',
      subject: `ticket:${updated.ticketId}`,
      before: { status: ticket?.status ?? null },
      after: { status: updated.status, reply: check.text },
    });
    return opsViewOf(tx, updated);
  });
}
