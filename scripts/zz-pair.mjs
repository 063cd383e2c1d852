import puppeteer from 'puppeteer-core';
const bases = process.argv[2].split(','); const which = process.argv[3]; const rounds = Number(process.argv[4] ?? 6);
const email = process.argv[5] ?? 'client@demo.test', password = 'demo-pass-1';
const post = async (base, url, body, token) => { const r = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) }); if (!r.ok) throw new Error(url + r.status); return r.json(); };
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
async function once(base) {
  const tokens = await post(base, '/auth/login', { userName: email, password, remoteIpAddress: null, oldRefreshTokens: [] });
  let p = which;
  if (p === 'DETAIL') {
    const r = await (await fetch(base + '/api/charterRequest/all/self/Live', { headers: { authorization: `Bearer ${tokens.accessToken.token}` } })).json();
    const c = r.items.find((i) => i.bidCount > 0) ?? r.items[0];
    p = `/charterRequests/Me/Live/${c.id}/Bids`;
  }
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width: 412, height: 823 });
  await page.goto(base + '/api/charterRequest/apiVersion');
  await page.evaluate((s) => localStorage.setItem('charter.session', s), JSON.stringify({ accessToken: { ...tokens.accessToken, receivedAt: Date.now() }, refreshTokens: tokens.refreshTokens }));
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluateOnNewDocument(() => { window.__lt = []; window.__lcp = 0; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp = Math.round(e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  await page.goto(base + p, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 6000));
  const { lt, lcp, fcp } = await page.evaluate(() => ({ lt: window.__lt, lcp: window.__lcp, fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0) }));
  await ctx.close();
  return { blocking: lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0), lcp, fcp, n: lt.length };
}
const res = Object.fromEntries(bases.map((b) => [b, []]));
for (let i = 0; i < rounds; i++) for (const b of (i % 2 ? [...bases].reverse() : bases)) { const r = await once(b); res[b].push(r); console.log(b, JSON.stringify(r)); }
const med = (a) => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (const b of bases) console.log(b, 'median blocking', med(res[b].map((r) => r.blocking)), 'fcp', med(res[b].map((r) => r.fcp)), 'lcp', med(res[b].map((r) => r.lcp)));
await browser.close();
