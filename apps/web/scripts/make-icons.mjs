#!/usr/bin/env node
/**
 * Draws the tab's icon and the install icons (public/icons/*.png) from the favicon's plane in Debian's
 * Chromium: `node apps/web/scripts/make-icons.mjs` after changing public/favicon.svg. The "maskable" one
 * keeps the plane inside the middle 60% so a launcher's round or squircle mask never cuts it.
 * Pages name the 32 px PNG as their icon, not the SVG: a browser draws an SVG icon by building a
 * document for it on the page's main thread while the page loads (20 ms or more on a phone).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(web, 'public/favicon.svg'), 'utf8');
const plane = svg.match(/<path[^>]*\/>/)[0];

const ICONS = [
  { file: 'favicon-32.png', size: 32, svg },
  { file: 'icon-192.png', size: 192, svg },
  { file: 'icon-512.png', size: 512, svg },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b2545"/><g transform="translate(12.8 12.8) scale(0.6)">${plane}</g></svg>`,
  },
];

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewport({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace('<svg ', `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: icon.size, height: icon.size } });
    writeFileSync(path.join(web, 'public/icons', icon.file), png);
    console.log(`public/icons/${icon.file}`);
  }
} finally {
  await browser.close();
}
