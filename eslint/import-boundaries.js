// The import boundaries of the repository, as ESLint rules. Each README's "What it must not
// import" says which of these rules holds it; `import-boundaries.test.ts` feeds every zone a
// forbidden and an allowed import so a zone cannot silently stop working.
//
// Zones are path-based (`sorte/no-restricted-paths`, `no-restricted-paths.js` beside this file):
// every relative or `@sorte/*` import is placed on a file the way TypeScript's bundler resolution
// places it. Imports of node_modules are not zones' business; `no-restricted-imports` lists which
// modules each package may use.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { noRestrictedPaths } from './no-restricted-paths.js';

const root = path.dirname(import.meta.dirname);

/** Sub-folders of a repository folder, read when the config loads, so a new one is covered. */
function foldersIn(relativePath) {
  return readdirSync(path.join(root, relativePath), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const apps = foldersIn('apps');
const packages = foldersIn('packages');

/**
 * Test code: test files, the apps' test helpers, the end-to-end suite, benchmarks and scripts.
 * Production code never imports it; it may start a neighbouring app, through that app's entry
 * point only.
 */
const testCode = [
  '**/*.test.{ts,tsx}',
  'apps/*/test/**',
  '{apps,packages}/*/src/test-support/**',
  'apps/*/src/**/*-test-support.ts',
  'apps/web/src/test/**',
  'apps/ops/src/test/**',
  'e2e/**',
  'bench/**',
  'scripts/**',
];

/**
 * The one file through which test code elsewhere starts an app (its buildApp, config loader,
 * database opener and the helpers other apps' tests need), relative to the app's folder. An app
 * missing here has no such entry point: nothing outside it imports it, tests included.
 */
const testEntryPoints = {
  api: 'test/index.ts',
  psp: 'src/test-support/index.ts',
};

/**
 * What each package may import from the workspace (the layering its README states), and which
 * other modules its production code may import; `null` leaves the latter to its package.json.
 */
const packageLayers = {
  money: { workspace: [], modules: [] },
  // The one home for words: the languages and every consumer's catalogues, plain data.
  words: { workspace: [], modules: [] },
  markets: { workspace: ['money', 'words'], modules: [] },
  contracts: { workspace: ['money', 'markets', 'words'], modules: ['zod', 'node:crypto'] },
  // Hashing from one audited library, by its module paths ('@noble/hashes/sha2.js'), nothing else.
  slots: { workspace: [], modules: ['@noble/hashes/*'] },
  'service-db': { workspace: [], modules: null },
  'service-http': { workspace: [], modules: null },
};

for (const name of packages) {
  if (!packageLayers[name]) {
    throw new Error(
      `packages/${name} has no layer: state in eslint/import-boundaries.js what it may import.`,
    );
  }
}

const others = (list, name) => list.filter((other) => other !== name);

/** Production code of one app never imports another app: apps talk over HTTP. */
const appZones = apps.map((app) => ({
  target: `apps/${app}/**`,
  from: others(apps, app).map((other) => `apps/${other}/**`),
  message: `An app never imports another app: apps talk over HTTP and share code through packages/* (apps/${app}/README.md).`,
}));

/**
 * The file through which `scripts/` starts a service of the product (npm start runs the three
 * together in one process on the embedded database, decision 0010): it opens the database, builds
 * the app and listens, as the app's own server.ts does.
 */
const startEntryPoints = {
  api: 'src/serve-api.ts',
  games: 'src/serve-games.ts',
  psp: 'src/serve-psp.ts',
};

/** Test code may start another app, through the one entry point that app offers. */
const testAppZones = ['e2e', 'bench', 'scripts', ...apps.map((app) => `apps/${app}`)].flatMap(
  (place) =>
    apps
      .filter((app) => `apps/${app}` !== place)
      .map((app) => {
        const entry = testEntryPoints[app];
        const start = place === 'scripts' ? startEntryPoints[app] : undefined;
        return {
          target: place,
          from: `apps/${app}`,
          except: [...(entry ? [`./${entry}`] : []), ...(start ? [`./${start}`] : [])],
          message: entry
            ? `Test code reaches apps/${app} only through its entry point apps/${app}/${entry}.`
            : `apps/${app} offers no test entry point: nothing outside it imports it.`,
        };
      }),
);

const productionNeverImportsTests = {
  target: ['apps/**', 'packages/**'],
  from: testCode,
  message: 'Production code never imports test code.',
};

const packageZones = packages.flatMap((name) => {
  const allowed = packageLayers[name].workspace;
  const forbidden = others(packages, name).filter((other) => !allowed.includes(other));
  const but = allowed.length
    ? ` but ${allowed.map((other) => `@sorte/${other}`).join(' and ')}`
    : '';
  return [
    {
      target: `packages/${name}`,
      from: 'apps',
      message: `A package never imports an app (packages/${name}/README.md).`,
    },
    ...(forbidden.length
      ? [
          {
            target: `packages/${name}`,
            from: forbidden.map((other) => `packages/${other}`),
            message: `@sorte/${name} imports no other package${but} (packages/${name}/README.md).`,
          },
        ]
      : []),
  ];
});

/**
 * The folders of a React app (the player app, the operator console): src/app/ composes
 * features/, which never import each other, over shared components/ and lib/.
 */
function reactAppZones(src) {
  return [
    ...foldersIn(`${src}/features`).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message:
        'Features never import each other; a screen that needs two composes them in src/app/.',
    })),
    {
      target: `${src}/features`,
      from: [`${src}/app`, `${src}/main.tsx`],
      message:
        'Imports flow one way: src/app/ composes features, a feature never imports src/app/.',
    },
    {
      target: [`${src}/components`, `${src}/lib`, `${src}/styles`],
      from: [`${src}/features`, `${src}/app`, `${src}/main.tsx`],
      message:
        'components/ and lib/ are shared by every feature: they import no feature and not src/app/.',
    },
    {
      target: [`${src}/app`, `${src}/main.tsx`, `${src}/test`],
      from: `${src}/features/*/**`,
      // Globs here are matched against the resolved file, so they are absolute.
      except: [`${src}/features/*/*.{ts,tsx}`, `${src}/features/*/{api,components,hooks}/**`].map(
        (glob) => path.join(root, glob),
      ),
      message:
        'Outside its folder a feature offers its top-level files and its api/, components/ and hooks/ folders; the rest (art/, …) is its own.',
    },
  ];
}

const web = 'apps/web/src';
const ops = 'apps/ops/src';
const webZones = [...reactAppZones(web), ...reactAppZones(ops)];

const api = 'apps/api/src';
const apiBelowModules = [
  `${api}/db`,
  `${api}/i18n`,
  `${api}/http`,
  `${api}/web`,
  `${api}/config.ts`,
];
const apiZones = [
  {
    target: apiBelowModules,
    from: `${api}/modules`,
    message:
      'db/, i18n/, http/, web/ and config.ts sit below the feature modules and never import one (apps/api/README.md).',
  },
  {
    target: [`${api}/db`, `${api}/i18n`, `${api}/config.ts`],
    from: [`${api}/http`, `${api}/web`],
    message: 'db/, i18n/ and config.ts sit below http/ and web/ (apps/api/README.md).',
  },
  {
    target: [...apiBelowModules, `${api}/modules`],
    from: [`${api}/app.ts`, `${api}/server.ts`],
    message: 'app.ts and server.ts compose everything; nothing below them imports them.',
  },
  {
    target: `${api}/modules`,
    from: `${api}/modules/*/routes.ts`,
    message:
      "A module's routes.ts is mounted by app.ts alone; another module calls its operations instead.",
  },
];

const boundaries = (zones) => ['error', { basePath: root, zones }];
const everyZoneForTestsAndProduction = [...packageZones, ...webZones];

/**
 * A `no-restricted-imports` pattern refusing every module outside the package but `allowed`. A
 * name ending in `/*` allows that package's modules (one path segment under it), not the package
 * itself nor anything else.
 */
function onlyModules(name, allowed) {
  const workspace = packageLayers[name].workspace.map((other) => `@sorte/${other}`);
  const list = [...allowed, ...workspace];
  // Relative imports (the package itself) and the listed names pass; everything else matches.
  const escape = (module) => module.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  const pattern = (module) =>
    module.endsWith('/*') ? `${escape(module.slice(0, -1))}[\\w.-]+$` : `${escape(module)}$`;
  // A workspace package is imported by any path its exports offer (`@sorte/words/markets`).
  const workspacePattern = (module) => `${escape(module)}(/[\\w./-]+)?$`;
  const passing = ['\\.', ...allowed.map(pattern), ...workspace.map(workspacePattern)];
  return {
    regex: `^(?!${passing.join('|')})`,
    message: `@sorte/${name} imports ${list.length ? `only ${list.join(', ')}` : 'no module'} outside itself (packages/${name}/README.md).`,
  };
}

export function importBoundaries() {
  return [
    { plugins: { sorte: { rules: { 'no-restricted-paths': noRestrictedPaths } } } },
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      rules: {
        'sorte/no-restricted-paths': boundaries([
          ...everyZoneForTestsAndProduction,
          ...appZones,
          ...apiZones,
          productionNeverImportsTests,
        ]),
      },
    },
    {
      files: testCode,
      rules: {
        'sorte/no-restricted-paths': boundaries([
          ...everyZoneForTestsAndProduction,
          ...testAppZones,
        ]),
      },
    },
    ...Object.entries(packageLayers)
      .filter(([, layer]) => layer.modules !== null)
      .map(([name, layer]) => ({
        files: [`packages/${name}/src/**/*.ts`],
        ignores: testCode,
        rules: {
          'no-restricted-imports': ['error', { patterns: [onlyModules(name, layer.modules)] }],
        },
      })),
    {
      files: [`${ops}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@sorte/contracts',
                allowTypeImports: true,
                message:
                  'The operator console imports @sorte/contracts with `import type` only, so zod never enters the bundle; values come from the zod-free @sorte/contracts/ops-roles.',
              },
              {
                name: '@sorte/contracts/signing',
                message: 'Signing is for servers only; the console never holds a secret.',
              },
            ],
          },
        ],
      },
    },
    {
      files: [`${web}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: '@sorte/contracts',
                allowTypeImports: true,
                message:
                  'The player app imports @sorte/contracts with `import type` only, so zod never enters the bundle; values come from the zod-free @sorte/contracts/age, /reminders and /support.',
              },
              {
                name: '@sorte/contracts/signing',
                message: 'Signing is for servers only; the player app never holds a secret.',
              },
            ],
          },
        ],
      },
    },
  ];
}
