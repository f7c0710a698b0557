// Lighthouse on `/` and on a game page, as a phone on a slow network sees them: the product is
// built and started as `npm start` starts it (on a throw-away embedded database), and the
// `lighthouse` package audits each page three times with its mobile preset (simulated slow 4G and
// a 4× slower CPU) in Debian's Chromium, each run in a fresh browser. The median of the three
// is what counts: performance, accessibility and best-practices scores, LCP, TBT, CLS and the
// JavaScript transferred. Every accessibility and best-practices finding is listed, and the
// performance diagnostics too, because on a busy machine the score moves with the load while the
// diagnostics say what the page itself costs.
//
//   npm run bench -- lighthouse          only this benchmark (about 3 minutes here)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { benchPorts, buildProduct, startProduct } from './product';
import { writeResult } from './support';

const runsPerPage = 3;
const ports = benchPorts(19380);
const lighthouseCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('lighthouse/package.json')),
  'cli/index.js',
);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const goals = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  lcpMs: 2000,
  tbtMs: 150,
};

interface LighthouseAudit {
  id?: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
  runWarnings: string[];
}

interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  speedIndexMs: number;
  javascriptTransferredKb: number;
  totalTransferredKb: number;
}

interface Finding {
  category: string;
  audit: string;
  title: string;
  displayValue?: string;
}

const round = (value: number, digits = 0) => Number(value.toFixed(digits));

function runLighthouse(url: string, outputFile: string): LighthouseReport {
  const run = spawnSync(
    process.execPath,
    [
      lighthouseCli,
      url,
      '--output=json',
      `--output-path=${outputFile}`,
      '--quiet',
      '--only-categories=performance,accessibility,best-practices',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url} (exit ${run.status})`);
  return JSON.parse(readFileSync(outputFile, 'utf8')) as LighthouseReport;
}

function figuresOf(report: LighthouseReport): RunFigures {
  const score = (category: string) => round((report.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  const transfer = (type: string) =>
    (report.audits['resource-summary']?.details?.items ?? [])
      .filter((item) => item.resourceType === type)
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: round(numeric('largest-contentful-paint')),
    tbtMs: round(numeric('total-blocking-time')),
    cls: round(numeric('cumulative-layout-shift'), 3),
    fcpMs: round(numeric('first-contentful-paint')),
    speedIndexMs: round(numeric('speed-index')),
    javascriptTransferredKb: round(transfer('script') / 1024, 1),
    totalTransferredKb: round(transfer('total') / 1024, 1),
  };
}

/**
 * What an audit run found wanting: every accessibility and best-practices audit that did not pass
 * (weighted or not), and the performance diagnostics and insights that did not (the metrics
 * themselves are in the figures).
 */
function findingsOf(report: LighthouseReport): Finding[] {
  const findings: Finding[] = [];
  for (const [category, { auditRefs }] of Object.entries(report.categories)) {
    for (const ref of auditRefs) {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (!['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode)) continue;
      if (category === 'performance' && ref.weight > 0) continue;
      findings.push({
        category,
        audit: ref.id,
        title: audit.title,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      });
    }
  }
  return findings;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0] ?? {}) as (keyof RunFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as RunFigures;
}

async function post(url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'access-token': token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { success: boolean; data: Record<string, unknown> };
  if (!answer.success) throw new Error(`${url}: ${JSON.stringify(answer)}`);
  return answer.data;
}

/** A signed-in adult's launch address of Lucky Tiger, as the casino opens it in its frame. */
async function gamePageUrl(): Promise<string> {
  const api = `http://127.0.0.1:${ports.api}`;
  const deviceId = `lighthouse${Date.now()}`.padEnd(24, '0');
  const { token } = (await post(`${api}/user/login`, { loginType: 1, deviceId })) as {
    token: string;
  };
  await post(
    `${api}/user/confirmAge`,
    { username: `lh${Date.now() % 1e9}`, birthDate: '1990-05-17', termsAccepted: true },
    token,
  );
  const { jumpUrl } = (await post(`${api}/game/joinGame`, { gameId: 66121 }, token)) as {
    jumpUrl: string;
  };
  return jumpUrl;
}

buildProduct({ fresh: ['@sorte/web', '@sorte/games'] });
const loadAverageBefore = os.loadavg().map((value) => round(value, 2));
console.log(`load average before: ${loadAverageBefore.join(' ')} on ${os.cpus().length} cores`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'sorte-lighthouse-'));
const reportsDir = mkdtempSync(path.join(tmpdir(), 'sorte-lighthouse-reports-'));
const product = await startProduct(ports, { DATA_DIR: dataDir });
const pages: Record<string, unknown> = {};
try {
  const targets = [
    { name: 'home', url: `http://localhost:${ports.api}/` },
    { name: 'game', url: await gamePageUrl() },
  ];
  for (const target of targets) {
    const runs: RunFigures[] = [];
    const findings = new Map<string, Finding>();
    for (let run = 0; run < runsPerPage; run += 1) {
      const report = runLighthouse(target.url, path.join(reportsDir, `${target.name}-${run}.json`));
      runs.push(figuresOf(report));
      for (const finding of findingsOf(report)) findings.set(finding.audit, finding);
    }
    const result = medianFigures(runs);
    pages[target.name] = { median: result, runs, findings: [...findings.values()] };
    console.log(
      `${target.name.padEnd(5)} performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}; LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}, FCP ${result.fcpMs} ms; JavaScript ${result.javascriptTransferredKb} KB of ${result.totalTransferredKb} KB transferred (median of ${runsPerPage})`,
    );
    for (const finding of findings.values()) {
      console.log(
        `      ${finding.category}: ${finding.title}${finding.displayValue ? ` (${finding.displayValue})` : ''}`,
      );
    }
  }
} finally {
  await product.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(reportsDir, { recursive: true, force: true });
}

writeResult('lighthouse', {
  loadAverageBefore,
  loadAverageAfter: os.loadavg().map((value) => round(value, 2)),
  cores: os.cpus().length,
  preset: 'mobile (Lighthouse default: simulated slow 4G, 4× CPU slowdown)',
  runsPerPage,
  goals,
  pages,
});
process.exit(0);
