// The JavaScript a phone downloads to show `/`: the entry script and everything it imports
// statically (modulepreload), gzipped. Lazy route chunks are not counted: `/` does not load them.
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { writeResult } from './support';

const budgetKb = 110;
const dist = 'apps/web/dist';
const build = spawnSync('npm', ['run', 'build', '-w', '@sorte/web'], { stdio: 'ignore' });
if (build.status !== 0) throw new Error('web build failed');

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
].map((match) => match[1] ?? '');
const files = scripts.map((src) => {
  const bytes = readFileSync(path.join(dist, src));
  return { file: src, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
});
const totalGzipKb = Number(
  (files.reduce((sum, file) => sum + file.gzipBytes, 0) / 1024).toFixed(1),
);
for (const file of files) console.log(`${file.file}: ${(file.gzipBytes / 1024).toFixed(1)} KB gz`);
console.log(
  `JavaScript for /: ${totalGzipKb} KB gzipped (budget ${budgetKb} KB) ${totalGzipKb <= budgetKb ? 'within budget' : 'OVER BUDGET'}`,
);
writeResult('bundle-size', { files, totalGzipKb, budgetKb });
