// Opens a staff account: `npm run staff:create -- <username> [role]`, the role one of admin (the
// default: the first account is the operator's admin), finance, support or read_only. The password is asked for at the
// terminal (not echoed) or read from STAFF_PASSWORD; there is no default account and no default
// password. Uses the same database settings as the api (DATABASE_URL, or DATA_DIR's PGlite); the
// embedded database is refused while another process (`npm start`) holds it.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { staffRoles } from '@sorte/contracts';
import type { StaffRole } from '@sorte/contracts';
import { EmbeddedDatabaseInUseError } from '@sorte/service-db';
import { loadConfig } from './config';
import { openDatabase } from './db/open-database';
import { staffPasswordLengthMin } from './modules/staff/check-staff-credentials';
import { createStaffAccount } from './modules/staff/create-staff-account';

function isStaffRole(value: string): value is StaffRole {
  return (staffRoles as readonly string[]).includes(value);
}

async function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

const username = process.argv[2];
const role = process.argv[3] ?? 'admin';
if (!username || !isStaffRole(role)) {
  console.error(`Usage: npm run staff:create -- <username> [${staffRoles.join('|')}]`);
  process.exit(2);
}
const password =
  process.env.STAFF_PASSWORD ??
  (process.stdin.isTTY
    ? await askHidden(`Password for ${username} (${staffPasswordLengthMin}+ characters): `)
    : '');

const config = loadConfig();
const database = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  listenUrl: config.DATABASE_LISTEN_URL,
  dataDir: config.DATA_DIR,
  poolSize: 1,
}).catch((error: unknown) => {
  if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
  console.error(`Not created: ${error.message}`);
  process.exit(1);
});
try {
  const result = await createStaffAccount(database.db, { username, password, role });
  if (result.status === 'created') {
    console.log(
      `Staff account ${username.toLowerCase()} (${role}) created (id ${result.staffId}); it sets up two-factor sign-in at its first sign-in.`,
    );
  } else {
    const reasons = {
      username_invalid:
        'the username must be 3 to 32 lower-case letters, digits, dots, dashes or underscores',
      password_too_weak: `the password must have at least ${staffPasswordLengthMin} characters, not one repeated`,
      username_taken: 'that username is taken',
    };
    console.error(`Not created: ${reasons[result.problem]}.`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
