import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Each boundary gets a forbidden import, which must fail lint with its rule and message, and an
// allowed one, which must pass. The code is synthetic but sits at real paths and imports real
// files, so the resolver places every import exactly as it places the repository's own.

const root = path.dirname(import.meta.dirname);
let eslint: ESLint;

// Loading the config, its plugins and the resolver's tsconfig files is done once, here, with room
// for a busy machine; each case after it lints a two-line file.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });
  await lintImport('apps/api/src/warm-up.ts', './config');
  await lintImport('apps/web/src/lib/warm-up.tsx', './config');
}, 60_000);

interface Problem {
  rule: string | null;
  message: string;
}

async function lintImport(file: string, specifier: string, kind: 'value' | 'type' = 'value') {
  const code =
    kind === 'type'
      ? `import type * as imported from '${specifier}';\nexport type { imported };\n`
      : `import * as imported from '${specifier}';\nexport { imported };\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((message): Problem => ({
    rule: message.ruleId,
    message: message.message,
  }));
}

const zoneRule = 'sorte/no-restricted-paths';
const moduleRule = 'no-restricted-imports';

interface Boundary {
  name: string;
  /** Where the importing file sits, relative to the repository. */
  file: string;
  forbidden: string;
  rule: string;
  /** A part of the message a developer reads. */
  says: string;
  /** An import the same file may make. */
  allowed: string;
  /** Where the allowed import sits, when not in `file`. */
  allowedFile?: string;
  kind?: 'value' | 'type';
}

const boundaries: Boundary[] = [
  {
    name: 'an app never imports another app',
    file: 'apps/games/src/rounds/boundary-probe.ts',
    forbidden: '../../../api/src/config',
    rule: zoneRule,
    says: 'An app never imports another app',
    allowed: '../config',
  },
  {
    name: 'the player app never imports a server',
    file: 'apps/web/src/lib/boundary-probe.ts',
    forbidden: '../../../psp/src/config',
    rule: zoneRule,
    says: 'An app never imports another app',
    allowed: './config',
  },
  {
    name: 'production code never imports test code',
    file: 'apps/api/src/modules/wallet/boundary-probe.ts',
    forbidden: '../../../test/helper',
    rule: zoneRule,
    says: 'Production code never imports test code',
    allowed: '../../../test/helper',
    allowedFile: 'apps/api/src/modules/wallet/boundary-probe.test.ts',
  },
  {
    name: "another app's tests reach the api through its entry point",
    file: 'apps/games/src/rounds/boundary-probe.test.ts',
    forbidden: '../../../api/src/modules/ledger/read-books',
    rule: zoneRule,
    says: 'Test code reaches apps/api only through its entry point apps/api/test/index.ts',
    allowed: '../../../api/test',
  },
  {
    name: "the api's tests reach the payment provider through its entry point",
    file: 'apps/api/test/boundary-probe.ts',
    forbidden: '../../psp/src/app',
    rule: zoneRule,
    says: 'Test code reaches apps/psp only through its entry point',
    allowed: '../../psp/src/test-support',
  },
  {
    name: 'the end-to-end suite reaches the api through its entry point',
    file: 'e2e/boundary-probe.ts',
    forbidden: '../apps/api/src/app',
    rule: zoneRule,
    says: 'Test code reaches apps/api only through its entry point',
    allowed: '../apps/api/test',
  },
  {
    name: 'an app without a test entry point is closed to other tests',
    file: 'bench/boundary-probe.ts',
    forbidden: '../apps/games/src/config',
    rule: zoneRule,
    says: 'apps/games offers no test entry point',
    allowed: './support',
  },
  {
    name: 'a package never imports an app',
    file: 'packages/service-db/src/boundary-probe.ts',
    forbidden: '../../../apps/api/src/config',
    rule: zoneRule,
    says: 'A package never imports an app',
    allowed: './open-service-database',
  },
  {
    name: 'a dependency-free package imports no module',
    file: 'packages/money/src/boundary-probe.ts',
    forbidden: 'zod',
    rule: moduleRule,
    says: '@sorte/money imports no module outside itself',
    allowed: './currencies',
  },
  {
    name: 'contracts imports only its stated modules',
    file: 'packages/contracts/src/boundary-probe.ts',
    forbidden: 'fastify',
    rule: moduleRule,
    says: '@sorte/contracts imports only zod, node:crypto, @sorte/money, @sorte/markets',
    allowed: 'zod',
  },
  {
    name: "a package's test support may use the test tools",
    file: 'packages/slots/src/par/boundary-probe.ts',
    forbidden: 'vitest',
    rule: moduleRule,
    says: '@sorte/slots imports only @noble/hashes/* outside itself',
    allowed: 'vitest',
    allowedFile: 'packages/slots/src/test-support/boundary-probe.ts',
  },
  {
    name: 'slots hashes with @noble/hashes modules and no other library',
    file: 'packages/slots/src/provably-fair/boundary-probe.ts',
    forbidden: '@noble/ciphers/aes.js',
    rule: moduleRule,
    says: '@sorte/slots imports only @noble/hashes/* outside itself',
    allowed: '@noble/hashes/sha2.js',
  },
  {
    name: 'slots imports a module of @noble/hashes, not a look-alike package',
    file: 'packages/slots/src/provably-fair/boundary-probe.ts',
    forbidden: '@noble/hashes-extra/sha2.js',
    rule: moduleRule,
    says: '@sorte/slots imports only @noble/hashes/* outside itself',
    allowed: '@noble/hashes/hmac.js',
  },
  {
    name: 'a web feature never imports another feature',
    file: 'apps/web/src/features/games/components/boundary-probe.tsx',
    forbidden: '../../account/api/account-info',
    rule: zoneRule,
    says: 'Features never import each other',
    allowed: '../api/join-game',
  },
  {
    name: 'a web feature never imports app/',
    file: 'apps/web/src/features/games/components/boundary-probe.tsx',
    forbidden: '../../../app/paths',
    rule: zoneRule,
    says: 'a feature never imports src/app/',
    allowed: '../../../lib/config',
  },
  {
    name: 'lib imports no feature',
    file: 'apps/web/src/lib/boundary-probe.ts',
    forbidden: '../features/account/api/account-info',
    rule: zoneRule,
    says: 'components/ and lib/ are shared by every feature',
    allowed: '../components/ui/use-modal-dialog',
  },
  {
    name: 'components/ui imports nothing of app/',
    file: 'apps/web/src/components/ui/boundary-probe.tsx',
    forbidden: '../../app/paths',
    rule: zoneRule,
    says: 'components/ and lib/ are shared by every feature',
    allowed: '../../lib/config',
  },
  {
    name: "app/ uses what a feature offers, not the feature's own folders",
    file: 'apps/web/src/app/routes/boundary-probe.tsx',
    forbidden: '../../features/games/art/game-art',
    rule: zoneRule,
    says: 'Outside its folder a feature offers its top-level files',
    allowed: '../../features/games/components/game-grid',
  },
  {
    name: "app/ may use a feature's top-level files",
    file: 'apps/web/src/app/layout/boundary-probe.tsx',
    forbidden: '../../features/games/art/game-art',
    rule: zoneRule,
    says: 'Outside its folder a feature offers its top-level files',
    allowed: '../../features/auth/ensure-signed-in',
  },
  {
    name: 'the player app takes only types from @sorte/contracts',
    file: 'apps/web/src/lib/boundary-probe.ts',
    forbidden: '@sorte/contracts',
    rule: moduleRule,
    says: 'imports @sorte/contracts with `import type` only',
    allowed: '@sorte/contracts',
    kind: 'type',
  },
  {
    name: 'a console feature never imports another feature',
    file: 'apps/ops/src/features/tickets/components/boundary-probe.tsx',
    forbidden: '../../withdrawals/api/list-withdrawals',
    rule: zoneRule,
    says: 'Features never import each other',
    allowed: '../api/list-tickets',
  },
  {
    name: 'the console never imports the player app',
    file: 'apps/ops/src/lib/boundary-probe.ts',
    forbidden: '../../../web/src/lib/config',
    rule: zoneRule,
    says: 'An app never imports another app',
    allowed: './session',
  },
  {
    name: 'the console takes only types from @sorte/contracts',
    file: 'apps/ops/src/lib/boundary-probe.ts',
    forbidden: '@sorte/contracts',
    rule: moduleRule,
    says: 'imports @sorte/contracts with `import type` only',
    allowed: '@sorte/contracts',
    kind: 'type',
  },
  {
    name: 'the player app never signs',
    file: 'apps/web/src/lib/boundary-probe.ts',
    forbidden: '@sorte/contracts/signing',
    rule: moduleRule,
    says: 'Signing is for servers only',
    allowed: '@sorte/contracts/age',
  },
  {
    name: 'the api database layer imports no feature module',
    file: 'apps/api/src/db/boundary-probe.ts',
    forbidden: '../modules/account/follow-account-changes',
    rule: zoneRule,
    says: 'sit below the feature modules and never import one',
    allowed: './account-changed-channel',
  },
  {
    name: 'the api http layer imports no feature module',
    file: 'apps/api/src/http/boundary-probe.ts',
    forbidden: '../modules/auth/authenticate-player',
    rule: zoneRule,
    says: 'sit below the feature modules and never import one',
    allowed: '../i18n/messages',
  },
  {
    name: 'i18n sits below http',
    file: 'apps/api/src/i18n/boundary-probe.ts',
    forbidden: '../http/player-error',
    rule: zoneRule,
    says: 'db/, i18n/ and config.ts sit below http/ and web/',
    allowed: '../config',
  },
  {
    name: 'a module never imports app.ts',
    file: 'apps/api/src/modules/wallet/boundary-probe.ts',
    forbidden: '../../app',
    rule: zoneRule,
    says: 'app.ts and server.ts compose everything',
    allowed: '../../http/player-error',
  },
  {
    name: "a module uses another module's operations, never its routes",
    file: 'apps/api/src/modules/games/boundary-probe.ts',
    forbidden: '../auth/routes',
    rule: zoneRule,
    says: "A module's routes.ts is mounted by app.ts alone",
    allowed: '../auth/access-token',
  },
  {
    name: "the api's own tests may build the whole app",
    file: 'apps/api/src/db/boundary-probe.ts',
    forbidden: '../app',
    rule: zoneRule,
    says: 'app.ts and server.ts compose everything',
    allowed: '../app',
    allowedFile: 'apps/api/src/db/boundary-probe.test.ts',
  },
];

describe('import boundaries', () => {
  it.each(boundaries)('$name: the forbidden import fails lint', async (boundary) => {
    const problems = await lintImport(boundary.file, boundary.forbidden);
    expect(problems).toContainEqual({
      rule: boundary.rule,
      message: expect.stringContaining(boundary.says),
    });
  });

  it.each(boundaries)('$name: the allowed import passes lint', async (boundary) => {
    const file = boundary.allowedFile ?? boundary.file;
    expect(await lintImport(file, boundary.allowed, boundary.kind)).toEqual([]);
  });

  // The layering each package's README states: which other packages it may import.
  const packageLayers: Record<string, string[]> = {
    money: [],
    markets: ['money'],
    contracts: ['money', 'markets'],
    slots: [],
    'service-db': [],
  };
  const pairs = Object.keys(packageLayers).flatMap((name) =>
    Object.keys(packageLayers)
      .filter((other) => other !== name)
      .map((other) => ({ name, other, allowed: packageLayers[name]?.includes(other) ?? false })),
  );

  it.each(pairs)(
    '@sorte/$name importing @sorte/$other passes lint only if its README allows it ($allowed)',
    async ({ name, other, allowed }) => {
      const problems = await lintImport(
        `packages/${name}/src/boundary-probe.ts`,
        `@sorte/${other}`,
      );
      if (allowed) expect(problems).toEqual([]);
      else
        expect(problems).toContainEqual({
          rule: zoneRule,
          message: expect.stringContaining(`@sorte/${name} imports no other package`),
        });
    },
  );
});
