import type { FastifyInstance } from 'fastify';
import {
  addSupportMessage,
  createSupportTicket as createSupportTicketCall,
  customerForward,
  opsAssignSupportTicket,
  opsCloseSupportTicket,
  opsReplySupportTicket,
  opsSupportTicket,
  opsSupportTickets,
  supportTicket,
  supportTickets,
} from '@sorte/contracts';
import type { MarketCode } from '@sorte/markets';
import type { Database } from '../../db/database';
import { registerOpsCall } from '../../http/ops-route';
import type { OpsRouteDeps } from '../../http/ops-route';
import { registerPlayerCall } from '../../http/player-route';
import type { PlayerRouteDeps } from '../../http/player-route';
import { addPlayerMessage } from './add-player-message';
import { assignTicket } from './assign-ticket';
import { closeTicket } from './close-ticket';
import { createSupportTicket } from './create-support-ticket';
import { listPlayerTickets } from './list-player-tickets';
import { listTicketsForStaff } from './list-tickets-for-staff';
import { readPlayerTicket } from './read-player-ticket';
import { readTicketForStaff } from './read-ticket-for-staff';
import { replyToTicket } from './reply-to-ticket';

export interface SupportRouteDeps extends PlayerRouteDeps, OpsRouteDeps {
  db: Database;
  /** The market's external chat address from configuration, or null where there is none. */
  supportChatUrlOf: (market: MarketCode) => string | null;
}

export function registerSupportRoutes(app: FastifyInstance, deps: SupportRouteDeps): void {
  const { db, clock } = deps;
  registerPlayerCall(app, deps, customerForward, async ({ player }) => ({
    chatUrl: deps.supportChatUrlOf(player.market),
  }));
  registerPlayerCall(app, deps, createSupportTicketCall, ({ body, player, language }) =>
    createSupportTicket(db, {
      playerId: player.playerId,
      topic: body.topic,
      message: body.message,
      language,
      now: clock(),
    }),
  );
  registerPlayerCall(app, deps, supportTickets, ({ body, player }) =>
    listPlayerTickets(db, {
      playerId: player.playerId,
      pageSize: body.pageSize ?? 20,
      cursor: body.cursor,
    }),
  );
  registerPlayerCall(app, deps, supportTicket, ({ body, player }) =>
    readPlayerTicket(db, { playerId: player.playerId, ticketId: body.ticketId, now: clock() }),
  );
  registerPlayerCall(app, deps, addSupportMessage, ({ body, player, language }) =>
    addPlayerMessage(db, {
      playerId: player.playerId,
      ticketId: body.ticketId,
      message: body.message,
      language,
      now: clock(),
    }),
  );

  registerOpsCall(app, deps, opsSupportTickets, ({ body }) =>
    listTicketsForStaff(db, {
      status: body.status ?? 'open',
      pageSize: body.pageSize ?? 50,
      cursor: body.cursor,
    }),
  );
  registerOpsCall(app, deps, opsSupportTicket, ({ body }) =>
    readTicketForStaff(db, { ticketId: body.ticketId }),
  );
  registerOpsCall(app, deps, opsReplySupportTicket, ({ body, staff }) =>
    replyToTicket(db, {
      ticketId: body.ticketId,
      staffId: staff.staffId,
      message: body.message,
      now: clock(),
    }),
  );
  registerOpsCall(app, deps, opsCloseSupportTicket, ({ body, staff }) =>
    closeTicket(db, { ticketId: body.ticketId, staffId: staff.staffId, now: clock() }),
  );
  registerOpsCall(app, deps, opsAssignSupportTicket, ({ body, staff }) =>
    assignTicket(db, { ticketId: body.ticketId, staff, assignee: body.staffUsername }),
  );
}
