// `sorte/no-restricted-paths`: refuses an import whose file sits in a zone's `from` when the
// importing file sits in its `target`. It places imports the way this repository writes them
// (extensionless relative paths and `@sorte/*` workspace names, no path aliases), so it needs no
// resolver package: those pull in native bindings for every platform, which a registry mirror
// may not carry, and `npm ci` then refuses the lock file.
//
// A zone: `target` and `from` are folders, files or globs relative to `basePath`; `except` lists
// paths under `from` (`./test/index.ts`) or absolute globs that stay allowed; `message` is what
// the developer reads.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const sourceExtensions = ['.ts', '.tsx', '.js', '.mjs'];

function isFile(candidate) {
  return existsSync(candidate) && statSync(candidate).isFile();
}

/** The file an extensionless path names, as TypeScript's bundler resolution finds it. */
function fileFor(target) {
  if (isFile(target)) return target;
  for (const extension of sourceExtensions) {
    if (isFile(target + extension)) return target + extension;
  }
  for (const extension of sourceExtensions) {
    const index = path.join(target, `index${extension}`);
    if (isFile(index)) return index;
  }
  // Not a file we can find (a probe of a path being written): its path still places it.
  return target;
}

const workspacesByBase = new Map();

/** `@sorte/<name>` → the workspace folder and its `exports` map, read once per lint run. */
function readWorkspaces(basePath) {
  const known = workspacesByBase.get(basePath);
  if (known) return known;
  const workspaces = new Map();
  workspacesByBase.set(basePath, workspaces);
  for (const group of ['apps', 'packages']) {
    const groupPath = path.join(basePath, group);
    for (const entry of readdirSync(groupPath, { withFileTypes: true })) {
      const manifest = path.join(groupPath, entry.name, 'package.json');
      if (!entry.isDirectory() || !existsSync(manifest)) continue;
      const { name, exports } = JSON.parse(readFileSync(manifest, 'utf8'));
      workspaces.set(name, { folder: path.join(groupPath, entry.name), exports: exports ?? {} });
    }
  }
  return workspaces;
}

function resolveImport(specifier, importingFile, workspaces) {
  if (specifier.startsWith('.'))
    return fileFor(path.resolve(path.dirname(importingFile), specifier));
  const match = /^(@sorte\/[^/]+)(\/.*)?$/.exec(specifier);
  const workspace = match && workspaces.get(match[1]);
  if (!workspace) return null; // a module from node_modules or node: is not a repository path
  const subpath = `.${match[2] ?? ''}`;
  const exported = workspace.exports[subpath];
  return typeof exported === 'string'
    ? path.join(workspace.folder, exported)
    : fileFor(path.join(workspace.folder, subpath));
}

const isGlob = (pattern) => /[*?{]/.test(pattern);

/** A glob as a regular expression over absolute paths: `**`, `*`, `?` and `{a,b}`. */
function globToRegExp(glob) {
  let source = '';
  for (let index = 0; index < glob.length; index += 1) {
    const character = glob[index];
    if (glob.startsWith('**/', index)) {
      source += '(?:.*/)?';
      index += 2;
    } else if (glob.startsWith('**', index)) {
      source += '.*';
      index += 1;
    } else if (character === '*') source += '[^/]*';
    else if (character === '?') source += '[^/]';
    else if (character === '{') source += '(?:';
    else if (character === '}') source += ')';
    else if (character === ',' && source.lastIndexOf('(?:') > source.lastIndexOf(')'))
      source += '|';
    else source += character.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/** Whether a file is the path or glob (absolute) names: a folder covers everything inside it. */
function matcherFor(absolutePattern) {
  if (isGlob(absolutePattern)) {
    const pattern = globToRegExp(absolutePattern);
    return (file) => pattern.test(file);
  }
  return (file) => file === absolutePattern || file.startsWith(absolutePattern + path.sep);
}

const listOf = (value) => (Array.isArray(value) ? value : [value]);

function compileZone(zone, basePath) {
  const absolute = (pattern) => (path.isAbsolute(pattern) ? pattern : path.join(basePath, pattern));
  const targets = listOf(zone.target).map((pattern) => matcherFor(absolute(pattern)));
  const froms = listOf(zone.from).map((pattern) => ({
    pattern,
    matches: matcherFor(absolute(pattern)),
  }));
  const exceptions = (zone.except ?? []).map((exception) =>
    path.isAbsolute(exception)
      ? [matcherFor(exception)]
      : // Relative exceptions are read under each `from` folder.
        froms.map(({ pattern }) => matcherFor(path.join(absolute(pattern), exception))),
  );
  return {
    appliesTo: (file) => targets.some((matches) => matches(file)),
    forbids: (imported) =>
      froms.some(({ matches }) => matches(imported)) &&
      !exceptions.flat().some((matches) => matches(imported)),
    message: zone.message,
  };
}

const compiledByOptions = new WeakMap();

/** Zones are compiled once per configuration, not once per linted file. */
function compiledZones(options) {
  let compiled = compiledByOptions.get(options);
  if (!compiled) {
    compiled = options.zones.map((zone) => compileZone(zone, options.basePath));
    compiledByOptions.set(options, compiled);
  }
  return compiled;
}

export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse imports that cross the boundaries the READMEs state.' },
    schema: [
      {
        type: 'object',
        properties: { basePath: { type: 'string' }, zones: { type: 'array' } },
        required: ['basePath', 'zones'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const options = context.options[0];
    const file = context.filename;
    const applying = compiledZones(options).filter((zone) => zone.appliesTo(file));
    if (applying.length === 0) return {};
    const workspaces = readWorkspaces(options.basePath);

    function check(sourceNode) {
      if (!sourceNode || typeof sourceNode.value !== 'string') return;
      const imported = resolveImport(sourceNode.value, file, workspaces);
      if (!imported) return;
      for (const zone of applying) {
        if (zone.forbids(imported)) context.report({ node: sourceNode, message: zone.message });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
