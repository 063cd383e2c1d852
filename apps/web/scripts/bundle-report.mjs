#!/usr/bin/env node
/**
 * What the browser downloads before a screen can show, from the production build (apps/web/dist):
 * index.html's script, stylesheets and modulepreloads, plus the screen's lazy page chunk and the
 * chunks it imports statically, all gzip-compressed, against the budgets of ADR 0022 (/login <= 170 KB of
 * JavaScript, the signed-in landing <= 250 KB). Run `npm run build -w @charter/web` first.
 *
 *   npm run bundle-report -w @charter/web            # table; exit 1 if a budget is exceeded
 *   node apps/web/scripts/bundle-report.mjs --json   # the same numbers for the bench
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const assets = path.join(dist, 'assets');

/** Each screen: the lazy page chunk(s) its route renders at once (app/app-routes.tsx) and its JS budget. */
const SCREENS = [
  { name: '/login', pages: ['login-page'], budgetKb: 170 },
  { name: '/charterRequests/Me/Live (signed-in landing)', pages: ['app-layout', 'charter-requests-page'], budgetKb: 250 },
];

const KB = 1024;
const gzipBytes = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

/** The chunks a chunk imports statically (`import ... from "./x.js"` in the minified output). */
function staticImports(file) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const found = new Set();
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    found.add(`assets/${m[1]}`);
  }
  return [...found];
}

function closure(files) {
  const seen = new Set();
  const stack = [...files];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.endsWith('.js')) stack.push(...staticImports(file));
  }
  return seen;
}

/** The page chunk and its stylesheet (Vite names both after the route module). */
function pageFiles(page) {
  const all = readdirSync(assets);
  const js = all.filter((f) => new RegExp(`^${page}-[\\w-]{8}\\.js$`).test(f));
  if (js.length !== 1) throw new Error(`expected one ${page} chunk in dist/assets, found ${js.length}`);
  return all.filter((f) => new RegExp(`^${page}-[\\w-]{8}\\.(js|css)$`).test(f)).map((f) => `assets/${f}`);
}

function shellFiles() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return refs;
}

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error('No production build: run `npm run build -w @charter/web` first.');
  process.exit(2);
}

const report = SCREENS.map((screen) => {
  const files = closure([...shellFiles(), ...screen.pages.flatMap(pageFiles)]);
  const js = [...files].filter((f) => f.endsWith('.js'));
  const css = [...files].filter((f) => f.endsWith('.css'));
  const sum = (list) => list.reduce((n, f) => n + gzipBytes(f), 0);
  const jsGzip = sum(js);
  return {
    screen: screen.name,
    jsGzipBytes: jsGzip,
    cssGzipBytes: sum(css),
    jsFiles: js.length,
    budgetBytes: screen.budgetKb * KB,
    withinBudget: jsGzip <= screen.budgetKb * KB,
    largest: js
      .map((f) => ({ file: f, gzipBytes: gzipBytes(f) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes)
      .slice(0, process.argv.includes('--all') ? undefined : 5),
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  for (const r of report) {
    const kb = (n) => `${(n / KB).toFixed(1)} KB`;
    console.log(
      `${r.withinBudget ? 'ok  ' : 'OVER'} ${r.screen}: JavaScript ${kb(r.jsGzipBytes)} gzip in ${r.jsFiles} files (budget ${kb(r.budgetBytes)}), CSS ${kb(r.cssGzipBytes)} gzip`,
    );
    for (const f of r.largest) console.log(`       ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
  }
}
process.exitCode = report.every((r) => r.withinBudget) ? 0 : 1;
