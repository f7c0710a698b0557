/**
 * Bounds on what one player can leave waiting for staff: a few requests at once and a long but
 * finite conversation in each, so a script cannot bury the queue.
 */
export const openTicketsPerPlayerMax = 3;
export const messagesPerTicketMax = 100;

/** The start of the first message shown in lists, to tell tickets apart. */
export const ticketPreviewLength = 80;
