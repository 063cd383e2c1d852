import puppeteer from 'puppeteer-core';
const base = process.argv[2]; const path = process.argv[3];
const email = process.argv[4] ?? 'client@demo.test', password = 'demo-pass-1';
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
await page.goto(base + p, { waitUntil: 'load' });
await new Promise((r) => setTimeout(r, 4000));
const info = await page.evaluate(() => {
  const all = document.querySelectorAll('*').length;
  const main = document.querySelector('main')?.querySelectorAll('*').length;
  const sections = [...document.querySelectorAll('main > * , main > * > * , main > * > * > *')].map((e) => [e.tagName + '.' + (e.className||'').toString().slice(0,40), e.querySelectorAll('*').length, (e.innerText||'').slice(0,40).replace(/\n/g,' ')]).filter(x=>x[1]>30);
  const hidden = [...document.querySelectorAll('body *')].filter((e) => e.offsetParent === null && e.querySelectorAll('*').length > 20 && getComputedStyle(e).display==='none').map((e)=>[e.className.toString().slice(0,50), e.querySelectorAll('*').length]);
  return { all, main, sections, hidden, url: location.pathname };
});
console.log(JSON.stringify(info, null, 1));
await page.screenshot({ path: '/tmp/prof/detail.png', fullPage: true });
await browser.close();
