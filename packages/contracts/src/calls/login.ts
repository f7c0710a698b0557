import { z } from 'zod';
import { marketCodes } from '@sorte/markets';
import { definePlayerCall } from '../player-call';
import { amountMinor, clientFlags } from '../common';

const optionalText = (max: number) => z.string().max(max).optional();

/** loginType: 1 guest by device id, 2 phone, 5 username and password, 6 email (seed §7). */
export const loginTypes = [1, 2, 5, 6] as const;

export const loginBody = z
  .object({
    ...clientFlags,
    loginType: z.union(loginTypes.map((type) => z.literal(type))),
    deviceId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,64}$/, 'deviceId must be 16 to 64 letters, digits, _ or -'),
    market: z.enum(marketCodes).optional(),
    userName: optionalText(64),
    password: optionalText(128),
    email: optionalText(254),
    phone: optionalText(32),
    extensionCode: z
      .string()
      .regex(/^[A-Za-z0-9_-]{0,32}$/, 'extensionCode must be up to 32 letters or digits')
      .optional(),
    registChannel: z
      .string()
      .regex(/^[A-Za-z0-9_.-]{0,64}$/, 'registChannel must be up to 64 letters or digits')
      .optional(),
    href: optionalText(2048),
    apiType: z.union([z.string().max(32), z.number().int()]).optional(),
    fbc: optionalText(512),
    fbp: optionalText(512),
    fbEventUrl: optionalText(2048),
    fbClientUserAgent: optionalText(512),
  })
  .strict();

export const loginData = z.object({
  nick: z.string(),
  gold: amountMinor,
  headUrl: z.string(),
  userId: z.number().int(),
  token: z.string(),
  username: z.string(),
  email: z.string(),
  language: z.string(),
  currency: z.string(),
  market: z.enum(marketCodes),
  utype: z.number().int().min(1).max(6),
  externalId: z.string(),
  isRegister: z.union([z.literal(0), z.literal(1)]),
  reportFbFlag: z.union([z.literal(0), z.literal(1)]),
  /** When this player last signed in before now (ISO 8601), shown for PRODUCT.md §3.10. */
  previousLoginAt: z.string().nullable(),
  tokenExpiresAt: z.string(),
});

export const login = definePlayerCall({
  path: '/user/login',
  summary:
    'Sign in. loginType 1: silent guest login by device id (same device, same player; a new player takes the market of the address the request arrives on). 2, 5, 6: phone, username or e-mail with the password bound to an account, on any device.',
  public: true,
  body: loginBody,
  data: loginData,
});

export const bindAccount = definePlayerCall({
  path: '/v1/bus/bindAccount',
  summary:
    "Binds a password (and a phone, an e-mail, or both) to the guest account, so it can be signed into on another device with its username, phone or e-mail. Needs the 18+ setup's username; once bound, the password is changed with the current one.",
  public: false,
  body: z
    .object({
      ...clientFlags,
      password: z.string().max(128),
      currentPassword: z.string().max(128).optional(),
      phone: optionalText(32),
      email: optionalText(254),
    })
    .strict(),
  data: z.object({
    username: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    boundAt: z.string(),
  }),
});
