import puppeteer from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
const base = process.argv[2]; const path = process.argv[3]; const out = process.argv[4];
const email = 'client@demo.test', password = 'demo-pass-1';
const post = async (url, body, token) => { const r = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }); if (!r.ok) throw new Error(url + r.status); return r.json(); };
const tokens = await post('/auth/login', { userName: email, password, remoteIpAddress: null, oldRefreshTokens: [] });
let p = path;
if (p === 'DETAIL') {
  const r = await (await fetch(base + '/api/charterRequest/all/self/Live', { headers: { authorization: `Bearer ${tokens.accessToken.token}` } })).json();
  const c = r.items.find((i) => i.bidCount > 0) ?? r.items[0];
  p = `/charterRequests/Me/Live/${c.id}/Bids`;
}
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.setViewport({ width: 412, height: 823 });
await page.goto(base + '/api/charterRequest/apiVersion');
await page.evaluate((s) => localStorage.setItem('charter.session', s), JSON.stringify({ accessToken: { ...tokens.accessToken, receivedAt: Date.now() }, refreshTokens: tokens.refreshTokens }));
const cdp = await page.createCDPSession();
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.tracing.start({ path: out, categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink','loading','toplevel','v8','disabled-by-default-v8.compile'] });


await page.evaluate(() => { window.__lt = []; });
await page.evaluateOnNewDocument(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
await page.goto(base + p, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 7000));
await page.tracing.stop();
const lt = await page.evaluate(() => window.__lt);
console.log('long tasks', JSON.stringify(lt), 'blocking', lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0));

await browser.close();
