// Shows, against a running `npm run scale`, that what must hold across api nodes does: a session
// ended on one node is refused on the other at once, the login rate limit is one count across
// nodes, an account answer one node keeps is forgotten when another changes the account, and a
// market setting saved on one node is in force on the other. Talks to two nodes
// directly (A and B) and to nginx; prints what it saw and exits 1 on the first thing that fails.
// `npm run scale:proof` with the same PORT / SCALE_API_PORT_BASE / DATABASE_URL as the layout.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { Secret, TOTP } from 'otpauth';

const env = process.env;
const nginx = `http://127.0.0.1:${env.PORT ?? 8080}`;
const apiBase = Number(env.SCALE_API_PORT_BASE ?? 8090);
const nodeA = `http://127.0.0.1:${apiBase}`;
const nodeB = `http://127.0.0.1:${apiBase + 1}`;
const loginsPerMinute = Number(env.LOGIN_RATE_LIMIT_PER_MINUTE ?? 60);

let failures = 0;
function check(what, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
  if (!ok) failures += 1;
}

async function post(base, path, body = {}, headers = {}) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  return { status: response.status, answer };
}

const newDeviceId = () => randomBytes(16).toString('hex');
// A documentation address (RFC 5737) per run, forwarded as nginx would: the nodes believe
// X-Forwarded-For from loopback (TRUST_PROXY), so the limit below is this address's alone.
const playerAddress = `192.0.2.${1 + (Date.now() % 250)}`;
const from = { 'x-forwarded-for': playerAddress };

// 1. A session ended on node B is refused on node A at once.
{
  const login = await post(nodeA, '/user/login', { loginType: 1, deviceId: newDeviceId() });
  const token = login.answer.data?.token;
  check('a guest signs in on node A', login.status === 200 && typeof token === 'string');
  const auth = { 'access-token': token };
  const onA = await post(nodeA, '/v1/bus/accountInfo', {}, auth);
  check(
    'node A answers the account with that token (and keeps the session in memory)',
    onA.status === 200,
  );
  const onB = await post(nodeB, '/v1/bus/accountInfo', {}, auth);
  check('node B answers it too', onB.status === 200);
  const logout = await post(nodeB, '/user/logout', {}, auth);
  const loggedOutAt = performance.now();
  check('the player logs out on node B', logout.status === 200);
  const refused = await post(nodeA, '/v1/bus/accountInfo', {}, auth);
  const afterMs = performance.now() - loggedOutAt;
  check(
    'node A refuses the token on the very next call',
    refused.status === 401 || refused.answer.success === false,
    `${refused.status} ${refused.answer.msgCode ?? ''}, ${afterMs.toFixed(1)} ms after the logout answered`,
  );
  const viaNginx = await post(nginx, '/v1/bus/accountInfo', {}, auth);
  check(
    'nginx (either node) refuses it too',
    viaNginx.answer.success === false,
    `${viaNginx.status}`,
  );
}

// 2. An account answer node A keeps in memory is forgotten when node B changes the account.
{
  const deviceId = newDeviceId();
  const login = await post(nodeB, '/user/login', { loginType: 1, deviceId });
  const auth = { 'access-token': login.answer.data?.token };
  const first = await post(nodeA, '/v1/bus/accountInfo', {}, auth);
  const cached = await post(nodeA, '/v1/bus/accountInfo', {}, auth);
  check(
    'node A answers the account twice (the second from memory): not yet 18+ confirmed',
    first.answer.data?.result?.ageConfirmed === 0 && cached.answer.data?.result?.ageConfirmed === 0,
  );
  const confirmed = await post(
    nodeB,
    '/user/confirmAge',
    { username: `p${deviceId.slice(0, 12)}`, birthDate: '1990-05-17', termsAccepted: true },
    auth,
  );
  const changedAt = performance.now();
  const after = await post(nodeA, '/v1/bus/accountInfo', {}, auth);
  check(
    'the 18+ setup done on node B shows on node A on the very next call',
    confirmed.status === 200 && after.answer.data?.result?.ageConfirmed === 1,
    `${(performance.now() - changedAt).toFixed(1)} ms after node B answered`,
  );
}

// 3. The login rate limit is one count whichever node answers.
{
  const accepted = { A: 0, B: 0 };
  let refusedAt = null;
  for (let attempt = 1; attempt <= loginsPerMinute + 5; attempt += 1) {
    const [name, base] = attempt % 2 === 1 ? ['A', nodeA] : ['B', nodeB];
    const login = await post(base, '/user/login', { loginType: 1, deviceId: newDeviceId() }, from);
    if (login.status === 200) accepted[name] += 1;
    else if (login.status === 429) {
      refusedAt = attempt;
      break;
    }
  }
  check(
    `logins from one address alternate A/B: refused after ${loginsPerMinute} in all`,
    refusedAt === loginsPerMinute + 1,
    `accepted A ${accepted.A} + B ${accepted.B}, refused at attempt ${refusedAt}`,
  );
  const otherNode = refusedAt !== null && refusedAt % 2 === 1 ? nodeB : nodeA;
  const again = await post(
    otherNode,
    '/user/login',
    { loginType: 1, deviceId: newDeviceId() },
    from,
  );
  check('the other node refuses that address too', again.status === 429);
  const viaNginx = await post(nginx, '/user/login', { loginType: 1, deviceId: newDeviceId() });
  check('another address (this machine, through nginx) still signs in', viaNginx.status === 200);
}

// 4. A market setting saved on node A is in force on node B.
{
  const username = `scale.proof.${Date.now()}`;
  const password = `scale-${randomBytes(12).toString('hex')}`;
  const created = spawnSync('npm', ['run', '--silent', 'staff:create', '--', username, 'admin'], {
    env: {
      ...env,
      DATABASE_URL: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sorte_scale',
      STAFF_PASSWORD: password,
    },
    encoding: 'utf8',
  });
  check(
    'an admin is opened with npm run staff:create',
    created.status === 0,
    created.stderr.trim(),
  );
  const login = await post(nodeA, '/ops/login', { username, password });
  const staff = { authorization: `Bearer ${login.answer.data?.token}` };
  const enrol = await post(nodeA, '/ops/totp/enrol', {}, staff);
  const totp = new TOTP({ secret: Secret.fromBase32(enrol.answer.data?.secret ?? '') });
  const confirm = await post(nodeA, '/ops/totp/confirm', { code: totp.generate() }, staff);
  check('the admin signs in on node A with TOTP', confirm.status === 200, `${confirm.status}`);

  // A player on node B reads Brazil's withdrawal minimum as the app does.
  const deviceId = newDeviceId();
  const player = await post(nodeB, '/user/login', { loginType: 1, deviceId });
  const playerAuth = { 'access-token': player.answer.data?.token };
  await post(
    nodeB,
    '/user/confirmAge',
    { username: `p${deviceId.slice(0, 12)}`, birthDate: '1990-05-17', termsAccepted: true },
    playerAuth,
  );
  const minimumOnB = async () =>
    (await post(nodeB, '/v1/bus/withdrawInfo', {}, playerAuth)).answer.data?.amountMinorMin;
  const before = await minimumOnB();

  const read = await post(nodeA, '/ops/settings/read', { market: 'BR' }, staff);
  const current = read.answer.data?.current;
  let saved = null;
  for (const delta of [100, 1000]) {
    // A higher minimum, the withdrawal amounts below it left out of the lists.
    const minimum = current.settings.withdrawalMinorMin + delta;
    const settings = {
      ...current.settings,
      withdrawalMinorMin: minimum,
      firstWithdrawalAmountsMinor: current.settings.firstWithdrawalAmountsMinor.filter(
        (amount) => amount >= minimum,
      ),
      laterWithdrawalAmountsMinor: current.settings.laterWithdrawalAmountsMinor.filter(
        (amount) => amount >= minimum,
      ),
    };
    const preview = await post(nodeA, '/ops/settings/preview', { market: 'BR', settings }, staff);
    if ((preview.answer.data?.problems ?? ['?']).length > 0) {
      console.log(
        `     (a minimum ${settings.withdrawalMinorMin} would not do: ${JSON.stringify(preview.answer.data?.problems ?? preview.answer)})`,
      );
      continue;
    }
    const save = await post(
      nodeA,
      '/ops/settings/save',
      {
        market: 'BR',
        baseVersion: current.version,
        settings,
        note: 'scale proof: A saves, B reads',
      },
      staff,
    );
    if (save.status !== 200)
      console.log(`     (save answered ${save.status}: ${JSON.stringify(save.answer)})`);
    if (save.status === 200) {
      saved = { version: save.answer.data.version, minimum: settings.withdrawalMinorMin };
      break;
    }
  }
  check('a new withdrawal minimum for Brazil is saved on node A', saved !== null);
  const after = await minimumOnB();
  check(
    'node B’s player reads the new minimum on the very next call',
    saved !== null && after === saved.minimum,
    `before ${before}, saved ${saved?.minimum}, node B now ${after}`,
  );
  if (saved) {
    // Back to what it was, as a version of its own (versions are never removed).
    const restore = await post(
      nodeB,
      '/ops/settings/save',
      {
        market: 'BR',
        baseVersion: saved.version,
        settings: current.settings,
        note: 'scale proof: back to the earlier values',
      },
      staff,
    );
    const restoredOnA = (await post(nodeA, '/v1/bus/withdrawInfo', {}, playerAuth)).answer.data
      ?.amountMinorMin;
    check(
      'saved back on node B, the player reads it on node A at once',
      restore.status === 200 && restoredOnA === current.settings.withdrawalMinorMin,
      `${restoredOnA}`,
    );
  }
}

console.log(failures === 0 ? 'Every check passed.' : `${failures} check(s) failed.`);
process.exit(failures === 0 ? 0 : 1);
