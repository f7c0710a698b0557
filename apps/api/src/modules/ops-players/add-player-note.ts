import type { CallData, opsAddPlayerNote } from '@sorte/contracts';
import { checkSupportMessage, playerNoteLengthMax, playerNoteLengthMin } from '@sorte/contracts';
import type { Database } from '../../db/database';
import { playerNotes } from '../../db/schema';
import { PlayerError } from '../../http/player-error';
import { recordAudit } from '../staff/record-audit';
import { findPlayer } from './find-player';

const noteRefusals = {
  ticket_message_too_short: 'note_too_short',
  ticket_message_too_long: 'note_too_long',
  ticket_message_invalid: 'note_invalid',
} as const;

/**
 * Adds a staff note to a player, kept by the same text rules as a support reply (no control
 * characters, line breaks made uniform, edges trimmed), with its audit row in one transaction.
 */
export async function addPlayerNote(
  db: Database,
  input: { playerId: string; text: string; staff: { staffId: number; username: string } },
): Promise<CallData<typeof opsAddPlayerNote>> {
  const check = checkSupportMessage(input.text, {
    lengthMin: playerNoteLengthMin,
    lengthMax: playerNoteLengthMax,
  });
  if (!check.ok) throw new PlayerError(noteRefusals[check.refusal], 400);
  return db.transaction(async (tx) => {
    const player = await findPlayer(tx, input.playerId);
    const [note] = await tx
      .insert(playerNotes)
      .values({ playerId: player.id, staffId: input.staff.staffId, body: check.text })
      .returning();
    if (!note) throw new Error('player note insert returned nothing');
    await recordAudit(tx, {
      staffId: input.staff.staffId,
      action: 'player.note',
      subject: `player:${player.externalId}`,
      after: { noteId: note.id, text: note.body },
    });
    return {
      note: {
        noteId: note.id,
        staffUsername: input.staff.username,
        text: note.body,
        at: note.createdAt.toISOString(),
      },
    };
  });
}
