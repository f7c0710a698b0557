import { z } from 'zod';
import { emptyBody } from './common';
import { definePlayerCall } from './player-call';

export const harmInteractionKindValues = ['message', 'cooling_off', 'restriction'] as const;

const harmMarker = z.object({
  marker: z.string(),
  evidence: z.record(z.string(), z.number()),
});

export const opsHarmQueue = definePlayerCall({
  path: '/ops/harm/queue',
  summary:
    "Players whose markers of harm reached the queue's score in the last 7 days, highest first: each marker with its evidence, and the last interaction staff recorded.",
  public: false,
  body: emptyBody,
  data: z.object({
    list: z.array(
      z.object({
        playerId: z.number().int(),
        username: z.string(),
        market: z.string(),
        day: z.string(),
        score: z.number().int(),
        markers: z.array(harmMarker),
        lastInteraction: z
          .object({ kind: z.enum(harmInteractionKindValues), at: z.string() })
          .nullable(),
      }),
    ),
  }),
});

export const opsHarmScore = definePlayerCall({
  path: '/ops/harm/score',
  summary:
    'Scores every player with recent activity now (the api also does it every hour); answers how many fired a marker.',
  public: false,
  body: emptyBody,
  data: z.object({ scored: z.number().int().nonnegative() }),
});

export const opsHarmInteract = definePlayerCall({
  path: '/ops/harm/interact',
  summary:
    'Records what staff did for a player: a message, a suggested cooling-off, or a restriction (a break of `breakDays`, which lengthens a break in force and never shortens it). The player reads a respectful message in the app; the note (10–1000 characters) is for staff. Audited.',
  public: false,
  body: z
    .object({
      playerId: z.number().int().safe().positive(),
      kind: z.enum(harmInteractionKindValues),
      note: z.string().trim().min(10).max(1000),
      breakDays: z.number().int().min(1).max(90).optional(),
    })
    .strict(),
  data: z.object({ id: z.number().int(), breakUntil: z.string().nullable() }),
});

export const opsHarmCalls = [opsHarmQueue, opsHarmScore, opsHarmInteract] as const;

const careMessage = z.object({
  id: z.number().int(),
  kind: z.enum(harmInteractionKindValues),
  at: z.string(),
  /** A restriction's break end. */
  breakUntil: z.string().nullable(),
  readAt: z.string().nullable(),
});

export const careMessages = definePlayerCall({
  path: '/v1/bus/careMessages',
  summary:
    "The player's messages from staff about their play (a check-in, a suggested cooling-off, a break staff applied), newest first, at most 20.",
  public: false,
  body: emptyBody,
  data: z.object({ list: z.array(careMessage) }),
});

export const readCareMessage = definePlayerCall({
  path: '/v1/bus/careMessageRead',
  summary: 'Marks one of the player’s own care messages read (care_message_unknown otherwise).',
  public: false,
  body: z.object({ id: z.number().int().safe().positive() }).strict(),
  data: z.object({ message: careMessage }),
});
