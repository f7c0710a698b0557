import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { opsCalls, playerCalls } from '@sorte/contracts';
import type { StaffRole } from '@sorte/contracts';
import { hostileJson, sqlLookingTexts, validBody } from '@sorte/contracts/test-support';
import { registeredRoutes } from '@sorte/service-http';
import { databaseSnapshot } from '../../test/database-snapshot';
import { call, loginAsGuest } from '../../test/helper';
import { signedCalls } from '../../test/hostile-client';
import type { Signer } from '../../test/hostile-client';
import { useTestAppWithSandboxPsp } from '../../test/sandbox-psp';
import { openGame } from '../../test/wallet-client';
import { opsCall } from '../../test/withdrawals';
import { fundPlayerForTest } from '../modules/ledger/ledger-test-support';
import { createStaffAccount } from '../modules/staff/create-staff-account';
import { loginStaff } from '../modules/staff/login-staff';
import { currentTotpCode } from '../modules/staff/totp';

// A fuzzer generated from the contracts: every route the app registers is sent batches of
// generated requests (valid and hostile bodies from the call's own zod schema, the bytes JSON
// never writes, odd headers) with a mix of credentials (none, a live player's token, another
// market's player's, a staff token where a player's goes and the reverse, garbage, a wrong,
// stale or replayed signature). Every answer must be below 500 and in the call's own shape, and
// no refused request may write: the database is snapshotted around every run of refusals.
// A failure prints fast-check's seed and path; FUZZ_SEED=<seed> replays it (README).

const seed = Number(process.env.FUZZ_SEED ?? 20261127);
/** How many times the usual batches each route gets: FUZZ_DEPTH=10 for a longer hunt. */
const depth = Math.max(1, Number(process.env.FUZZ_DEPTH ?? 1));
/** Batches per route and requests per batch: about 6,400 requests over the whole app. */
const batchesPerRoute = 4 * depth;
const requestsPerBatch = 12;
/** The signed calls are few and move money: they get more batches each. */
const signedBatchesPerRoute = 10 * depth;

const { context } = useTestAppWithSandboxPsp({
  env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000', PAYOUT_SEND_INTERVAL_MS: '600000' },
});

const gameId = 66121;

/** The callers every request borrows its credentials from, kept alive between batches. */
interface World {
  player: { token: string; userId: number };
  mexicanPlayer: { token: string; userId: number };
  gameToken: string;
  staff: string;
  readOnlyStaff: string;
  staffBeforeSecondFactor: string;
}

let staffSequence = 0;

/**
 * A new staff member of `role`, signed in without `/ops/login` (limited to 30 a minute, and the
 * fuzzer ends staff sessions often: every accepted `/ops/logout`), their TOTP enrolled unless
 * `secondFactor: false`. Their bearer token.
 */
async function freshStaff(role: StaffRole, { secondFactor = true } = {}): Promise<string> {
  staffSequence += 1;
  const credentials = { username: `fuzz-staff${staffSequence}`, password: 'a long passphrase ok' };
  await createStaffAccount(context.database.db, { ...credentials, role });
  const signedIn = await loginStaff(context.database.db, credentials);
  if (!signedIn) throw new Error('the new staff member could not sign in');
  if (!secondFactor) return signedIn.token;
  const enrolled = await opsCall(context.app, '/ops/totp/enrol', {}, signedIn.token);
  const code = currentTotpCode(enrolled.json().data.secret);
  const confirmed = await opsCall(context.app, '/ops/totp/confirm', { code }, signedIn.token);
  if (!confirmed.json().success) throw new Error(`totp: ${confirmed.body}`);
  return signedIn.token;
}

async function brazilianPlayer(): Promise<{ player: World['player']; gameToken: string }> {
  const player = await loginAsGuest(context.app);
  await fundPlayerForTest(context.database.db, player.userId, 'BRL', 100_000);
  return { player, gameToken: await openGame(context.app, player.token, gameId) };
}

async function setUpWorld(): Promise<World> {
  const { player, gameToken } = await brazilianPlayer();
  return {
    player,
    gameToken,
    mexicanPlayer: await loginAsGuest(context.app, { market: 'MX' }),
    staff: await freshStaff('admin'),
    readOnlyStaff: await freshStaff('read_only'),
    staffBeforeSecondFactor: await freshStaff('admin', { secondFactor: false }),
  };
}

const alive = async (response: Promise<LightMyRequestResponse>) =>
  (await response).json().msgCode !== 'token_invalid';

/**
 * An accepted call may have ended a session (a logout, a closure, a revoked staff session):
 * whoever is gone is signed in again, before the next batch's snapshot.
 */
async function keepAlive(world: World): Promise<void> {
  const { app } = context;
  if (!(await alive(call(app, '/v1/bus/accountInfo', {}, world.player.token)))) {
    Object.assign(world, await brazilianPlayer());
  }
  if (!(await alive(call(app, '/v1/bus/accountInfo', {}, world.mexicanPlayer.token)))) {
    world.mexicanPlayer = await loginAsGuest(app, { market: 'MX' });
  }
  if (!(await alive(opsCall(app, '/ops/me', {}, world.staff)))) {
    world.staff = await freshStaff('admin');
  }
  if (!(await alive(opsCall(app, '/ops/me', {}, world.staffBeforeSecondFactor)))) {
    world.staffBeforeSecondFactor = await freshStaff('admin', { secondFactor: false });
  }
  if (!(await alive(opsCall(app, '/ops/me', {}, world.readOnlyStaff)))) {
    world.readOnlyStaff = await freshStaff('read_only');
  }
}

type Family = 'player' | 'ops' | 'wallet' | 'webhook';

const credentialsOf = {
  player: [
    'player',
    'mexicanPlayer',
    'none',
    'staffAsPlayer',
    'staffBearer',
    'garbage',
    'tampered',
  ],
  ops: [
    'staff',
    'readOnlyStaff',
    'staffBeforeSecondFactor',
    'playerBearer',
    'playerAccessToken',
    'none',
    'garbage',
    'tampered',
  ],
  wallet: ['signed', 'wrongSecret', 'stale', 'future', 'replayed', 'garbage', 'none'],
  webhook: ['signed', 'wrongSecret', 'stale', 'future', 'replayed', 'garbage', 'none'],
} as const;
type Credential = (typeof credentialsOf)[Family][number];

/** Credentials a request of the family may be accepted with; the others must be refused. */
const liveCredentials = new Set<Credential>(['player', 'mexicanPlayer', 'staff', 'signed']);

interface FuzzRequest {
  credential: Credential;
  /** A body from `validBody` (kept as a value, so the world's game token can go in) or bytes. */
  body: { valid: unknown } | { raw: string };
  /** Put the world's live game token in a valid wallet body. */
  withLiveGameToken: boolean;
  contentType: string | null;
  garbage: string;
  headers: Record<string, string>;
}

/** Tokens and header values of no one: printable ASCII, SQL-looking, token-shaped, 10 KB. */
const garbageText = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom(...sqlLookingTexts),
  fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
  fc.constant('x'.repeat(10_000)),
);

const oddHeaderNames = [
  'accept-language',
  'x-request-id',
  'x-forwarded-for',
  'cf-ipcountry',
  'origin',
  'user-agent',
  'cookie',
  'd',
] as const;

function requestArbitrary(family: Family, schema: z.ZodType): fc.Arbitrary<FuzzRequest> {
  const credentials = credentialsOf[family];
  return fc.record({
    credential: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(...credentials.filter((c) => liveCredentials.has(c))),
      },
      { weight: 4, arbitrary: fc.constantFrom(...credentials) },
    ),
    body: fc.oneof(
      { weight: 1, arbitrary: validBody(schema).map((valid) => ({ valid })) },
      { weight: 3, arbitrary: hostileJson(schema).map((raw) => ({ raw })) },
    ),
    withLiveGameToken: fc.boolean(),
    contentType: fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      fc.constantFrom(
        'application/json; charset=utf-8',
        'APPLICATION/JSON',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        null,
      ),
    ),
    garbage: garbageText,
    headers: fc.dictionary(fc.constantFrom(...oddHeaderNames), garbageText, { maxKeys: 2 }),
  });
}

function rawBodyOf(request: FuzzRequest, family: Family, world: World): string {
  if ('raw' in request.body) return request.body.raw;
  const body = request.body.valid as Record<string, unknown>;
  if (family === 'wallet' && request.withLiveGameToken) {
    return JSON.stringify({ ...body, token: world.gameToken, gameId, currency: 'BRL' });
  }
  return JSON.stringify(body);
}

const minuteMs = 60_000;

function credentialHeaders(
  request: FuzzRequest,
  world: World,
  rawBody: string,
  sign: Signer | undefined,
): Record<string, string> {
  const tampered = (token: string) => `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
  switch (request.credential) {
    case 'player':
      return { 'access-token': world.player.token };
    case 'mexicanPlayer':
      return { 'access-token': world.mexicanPlayer.token };
    case 'staffAsPlayer':
      return { 'access-token': world.staff };
    case 'staffBearer':
    case 'staff':
      return { authorization: `Bearer ${world.staff}` };
    case 'readOnlyStaff':
      return { authorization: `Bearer ${world.readOnlyStaff}` };
    case 'staffBeforeSecondFactor':
      return { authorization: `Bearer ${world.staffBeforeSecondFactor}` };
    case 'playerBearer':
      return { authorization: `Bearer ${world.player.token}` };
    case 'playerAccessToken':
      return { 'access-token': world.player.token };
    case 'tampered':
      return sign
        ? {}
        : {
            'access-token': tampered(world.player.token),
            authorization: `Bearer ${tampered(world.staff)}`,
          };
    case 'garbage':
      return sign
        ? {
            'x-wallet-timestamp': request.garbage.slice(0, 20),
            'x-wallet-signature': request.garbage,
            'psp-signature': request.garbage,
          }
        : { 'access-token': request.garbage, authorization: `Bearer ${request.garbage}` };
    case 'none':
      return {};
    case 'signed':
      return sign?.(rawBody) ?? {};
    case 'wrongSecret':
      return sign?.(rawBody, { secret: 'not-the-providers-secret-0123456789' }) ?? {};
    case 'stale':
      return sign?.(rawBody, { atMs: Date.now() - 10 * minuteMs }) ?? {};
    case 'future':
      return sign?.(rawBody, { atMs: Date.now() + 10 * minuteMs }) ?? {};
    case 'replayed':
      // A signature seen on another call (another body), sent again with this one.
      return sign?.(`${rawBody} `) ?? {};
  }
}

interface Outcome {
  accepted: boolean;
  /** Refused by the rules of the business, after the body, token and signature were accepted. */
  refusedByRules: boolean;
  problem: string | null;
}

/**
 * Refusals at the boundary of a player or operator call: the body, the token, the role, the
 * size, the rate. Every other refusal is one of the business's rules, after the call was read.
 * (The wallet tells them by status: a boundary refusal is a 4xx, a rule's an `ok: false` of 200,
 * `BAD_REQUEST` included, as for a rollback of what was not a bet.)
 */
const boundaryRefusals = new Set([
  'bad_request',
  'token_invalid',
  'unsupported_media_type',
  'payload_too_large',
  'too_many_requests',
  'staff_role_forbidden',
  'staff_second_factor_required',
]);

const answered = (accepted: boolean, code: unknown): Outcome => ({
  accepted,
  refusedByRules: !accepted && typeof code === 'string' && !boundaryRefusals.has(code),
  problem: null,
});

const unanswered = (problem: string): Outcome => ({
  accepted: false,
  refusedByRules: false,
  problem,
});

/** Whether an answer is below 500, in the family's shape, and whether it accepted the call. */
function judge(family: Family, response: LightMyRequestResponse): Outcome {
  let answer: Record<string, unknown>;
  try {
    answer = response.json();
  } catch {
    return unanswered(`not JSON: ${response.body.slice(0, 200)}`);
  }
  if (response.statusCode >= 500) {
    return unanswered(`status ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  const inEnvelope = typeof answer.success === 'boolean' && typeof answer.msgCode === 'string';
  if (family === 'player' || family === 'ops') {
    return inEnvelope
      ? answered(answer.success === true, answer.msgCode)
      : unanswered(`not in the envelope: ${response.body.slice(0, 200)}`);
  }
  if (family === 'wallet') {
    if (typeof answer.ok !== 'boolean') {
      return unanswered(`not a wallet answer: ${response.body.slice(0, 200)}`);
    }
    return {
      accepted: answer.ok,
      refusedByRules: !answer.ok && response.statusCode === 200,
      problem: null,
    };
  }
  // The webhook refuses only at the boundary (signature, body); what it handled it answers 200.
  if (response.statusCode < 300 && answer.received === true) return answered(true, null);
  const error = answer.error as { code?: unknown } | undefined;
  return typeof error?.code === 'string' || (inEnvelope && answer.success === false)
    ? answered(false, null)
    : unanswered(`not a webhook answer: ${response.body.slice(0, 200)}`);
}

/** What the run did, per family, for the figures printed at the end. */
const figures = new Map<
  string,
  { requests: number; accepted: number; provenNoWrite: number; ms: number }
>();

function tally(family: string): {
  requests: number;
  accepted: number;
  provenNoWrite: number;
  ms: number;
} {
  const existing = figures.get(family);
  if (existing) return existing;
  const created = { requests: 0, accepted: 0, provenNoWrite: 0, ms: 0 };
  figures.set(family, created);
  return created;
}

/** The body schema and signer of every route with declared answers, from the contracts. */
function targetOf(
  url: string,
): { family: Family; schema: z.ZodType; sign?: Signer; isPublic?: boolean } | undefined {
  const signed = signedCalls.find((each) => each.path === url);
  if (signed) {
    const family = url.startsWith('/wallet/') ? 'wallet' : 'webhook';
    return { family, schema: signed.schema, sign: signed.sign };
  }
  const playerCall = playerCalls.find((each) => each.path === url);
  if (playerCall) return { family: 'player', schema: playerCall.body, isPublic: playerCall.public };
  const opsCall = opsCalls.find((each) => each.path === url);
  if (opsCall) return { family: 'ops', schema: opsCall.body, isPublic: opsCall.public };
  return undefined;
}

const describeRequest = (url: string, request: FuzzRequest, rawBody: string) =>
  `${url} as ${request.credential} (${request.contentType ?? 'no content-type'}): ${rawBody.slice(0, 300)}`;

/**
 * Fuzzes one route: batches of generated requests, each answer judged, refusals proven inert. A
 * failure is added to `failures` (the next route is fuzzed still, so one run lists them all).
 */
async function fuzzRoute(
  world: World,
  url: string,
  batches: number,
  failures: string[],
): Promise<void> {
  const target = targetOf(url);
  if (!target) throw new Error(`${url} has no body schema the fuzzer knows: add it to targetOf`);
  const { family, schema, sign, isPublic = false } = target;
  const figure = tally(family);
  const started = performance.now();
  const send = async (request: FuzzRequest): Promise<Outcome & { described: string }> => {
    const rawBody = rawBodyOf(request, family, world);
    const response = await context.app.inject({
      method: 'POST',
      url,
      headers: {
        ...request.headers,
        ...(request.contentType ? { 'content-type': request.contentType } : {}),
        ...credentialHeaders(request, world, rawBody, sign),
      },
      payload: rawBody,
    });
    figure.requests += 1;
    const outcome = judge(family, response);
    if (outcome.accepted) figure.accepted += 1;
    return { ...outcome, described: describeRequest(url, request, rawBody) };
  };
  /** A request that might be accepted: a valid body with a live credential (or none needed). */
  const mayBeAccepted = (request: FuzzRequest) =>
    'valid' in request.body && (isPublic || liveCredentials.has(request.credential));

  const details = await fc.check(
    fc.asyncProperty(
      fc.array(requestArbitrary(family, schema), {
        minLength: requestsPerBatch,
        maxLength: requestsPerBatch,
      }),
      async (requests) => {
        await keepAlive(world);
        let baseline = await snapshot();
        let refusedSince: string[] = [];
        /** A refusal in the run was one of the business's rules, which may write (see above). */
        let businessRefusal = false;
        /** Refusals followed by an acceptance no one expected: proven one by one at the end. */
        const toProveAlone: FuzzRequest[] = [];
        const proveRefusalsSoFar = async () => {
          if (refusedSince.length === 0) return;
          const now = await snapshot();
          expect(
            changedTables(url, baseline, now, businessRefusal),
            `refused calls wrote:\n${refusedSince.join('\n')}`,
          ).toEqual([]);
          figure.provenNoWrite += refusedSince.length;
          refusedSince = [];
          businessRefusal = false;
          baseline = now;
        };
        const sinceLastProof: FuzzRequest[] = [];
        for (const request of requests) {
          if (mayBeAccepted(request)) {
            await proveRefusalsSoFar();
            sinceLastProof.length = 0;
          }
          const outcome = await send(request);
          if (outcome.problem) throw new Error(`${outcome.described}\n  → ${outcome.problem}`);
          if (outcome.accepted) {
            if (!mayBeAccepted(request)) toProveAlone.push(...sinceLastProof);
            refusedSince = [];
            sinceLastProof.length = 0;
            baseline = await snapshot();
          } else {
            if (outcome.refusedByRules) businessRefusal = true;
            refusedSince.push(outcome.described);
            sinceLastProof.push(request);
          }
        }
        await proveRefusalsSoFar();
        for (const request of toProveAlone) {
          const before = await snapshot();
          const outcome = await send(request);
          if (outcome.problem) throw new Error(`${outcome.described}\n  → ${outcome.problem}`);
          if (outcome.accepted) continue;
          const changed = changedTables(url, before, await snapshot(), outcome.refusedByRules);
          expect(changed, outcome.described).toEqual([]);
          figure.provenNoWrite += 1;
        }
      },
    ),
    {
      seed,
      numRuns: batches,
      // Shrinking would replay batches against a database that has moved on: the first failure
      // is reported as it came, and the seed replays it.
      endOnFailure: true,
    },
  );
  // The counterexample holds 10 KB tokens and 2,000-deep bodies: the report names the seed, the
  // path and the failed request (its first 300 characters) instead.
  if (details.failed) {
    const error = details.errorInstance;
    failures.push(
      `${url}: replay with FUZZ_SEED=${details.seed} (fast-check path ` +
        `${details.counterexamplePath ?? ''}): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  figure.ms += performance.now() - started;
}

const routes = () => registeredRoutes(context.app);

/**
 * What a refusal by the business's rules (after the body, token and signature were accepted)
 * writes on purpose: a failed password sign-in is counted against its address
 * (`login_failures`), so guessing slows down; a signed wallet call's answer is kept under its
 * transaction id (`wallet_calls`), so the provider's retry gets the same answer. Nothing else,
 * and nothing at all for a call refused at the boundary (a bad body, token or signature).
 */
const writtenByRefusals: Record<string, readonly string[]> = {
  '/user/login': ['login_failures'],
  '/wallet/bet': ['wallet_calls'],
  '/wallet/win': ['wallet_calls'],
  '/wallet/play': ['wallet_calls'],
  '/wallet/rollback': ['wallet_calls'],
};

/**
 * The tables whose rows differ between two snapshots, but those a refusal of the business on
 * `url` may write when `businessRefusal`.
 */
function changedTables(
  url: string,
  before: Record<string, string>,
  after: Record<string, string>,
  businessRefusal: boolean,
): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)]);
  const allowed = businessRefusal ? (writtenByRefusals[url] ?? []) : [];
  return [...tables].filter((table) => before[table] !== after[table] && !allowed.includes(table));
}

/** Snapshots taken and the time they cost, for the figures. */
const snapshots = { count: 0, ms: 0 };

async function snapshot(): Promise<Record<string, string>> {
  const started = performance.now();
  const taken = await databaseSnapshot(context.database.db);
  snapshots.count += 1;
  snapshots.ms += performance.now() - started;
  return taken;
}

/** Routes without a contract's answer: health, the API description, a page, CORS preflight. */
const routesWithoutAnswers = ['GET /healthz', 'GET /openapi.json', 'GET /game/return', 'OPTIONS *'];

const fuzzTimeoutMs = 180_000 * depth;

describe('a fuzzer generated from the contracts, over every call', () => {
  afterAll(() => {
    const lines = [...figures].map(
      ([family, { requests, accepted, provenNoWrite, ms }]) =>
        `${family} ${requests} requests (${accepted} accepted, ${provenNoWrite} refusals proven ` +
        `to write nothing) in ${(ms / 1000).toFixed(1)} s`,
    );
    const total = [...figures.values()].reduce((sum, { requests }) => sum + requests, 0);
    console.info(
      `fuzz on ${context.database.kind}, seed ${seed}: ${total} generated requests; ` +
        `${lines.join('; ')}; ${snapshots.count} database snapshots (${(snapshots.ms / 1000).toFixed(1)} s)`,
    );
  });

  it('knows the body of every route the app registers, and every route without one', () => {
    const declared = routes().filter((route) => route.answers !== undefined);
    const unknown = declared.filter((route) => !targetOf(route.url)).map((route) => route.url);
    expect(unknown).toEqual([]);
    const undeclared = routes().filter((route) => route.answers === undefined);
    expect(undeclared.map((route) => `${route.method} ${route.url}`).sort()).toEqual(
      [...routesWithoutAnswers].sort(),
    );
  });

  it(
    'answers every player call below 500, in the envelope, and no refused one writes',
    async () => {
      const world = await setUpWorld();
      const failures: string[] = [];
      for (const route of routes()) {
        if (route.answers && targetOf(route.url)?.family === 'player') {
          await fuzzRoute(world, route.url, batchesPerRoute, failures);
        }
      }
      expect(failures).toEqual([]);
      expect(tally('player').requests).toBeGreaterThan(2_500);
    },
    fuzzTimeoutMs,
  );

  it(
    'answers every wallet call and the webhook below 500, in their shape, and no refused one writes',
    async () => {
      const world = await setUpWorld();
      const failures: string[] = [];
      for (const { path } of signedCalls) {
        await fuzzRoute(world, path, signedBatchesPerRoute, failures);
      }
      expect(failures).toEqual([]);
      expect(tally('wallet').accepted).toBeGreaterThan(0);
    },
    fuzzTimeoutMs,
  );

  it('answers the routes outside the contracts below 500, whatever the query and headers', async () => {
    const figure = tally('service');
    const started = performance.now();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routesWithoutAnswers),
        fc.string({ maxLength: 60 }),
        fc.dictionary(
          fc.constantFrom(...oddHeaderNames, 'access-control-request-method'),
          garbageText,
          {
            maxKeys: 3,
          },
        ),
        async (route, query, headers) => {
          const [method, path] = route.split(' ') as ['GET' | 'OPTIONS', string];
          const url = `${path === '*' ? '/v1/bus/accountInfo' : path}?q=${encodeURIComponent(query)}`;
          const response = await context.app.inject({ method, url, headers });
          figure.requests += 1;
          expect(response.statusCode, `${route} ${url}`).toBeLessThan(500);
        },
      ),
      { seed, numRuns: 100 },
    );
    figure.ms += performance.now() - started;
  });

  it(
    'answers every operator call below 500, in the envelope, and no refused one writes',
    async () => {
      // Last in the file: an accepted settings save makes the app read the settings again in the
      // background, and a truncate between tests meeting that read is a deadlock of the harness.
      const world = await setUpWorld();
      const failures: string[] = [];
      for (const route of routes()) {
        if (route.answers && targetOf(route.url)?.family === 'ops') {
          await fuzzRoute(world, route.url, batchesPerRoute, failures);
        }
      }
      expect(failures).toEqual([]);
      expect(tally('ops').requests).toBeGreaterThan(2_000);
    },
    fuzzTimeoutMs,
  );
});
