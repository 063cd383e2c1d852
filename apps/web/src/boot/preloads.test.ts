import { expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../lib/session/token-store';
import { BOOT_SESSION_KEY, preloadsFor, type BootPreloads } from './preloads';

const preloads: BootPreloads = {
  signedIn: ['/assets/app-layout.js', '/assets/first-shell.js'],
  pages: [
    { prefix: '/charterRequests', files: ['/assets/list.js', '/assets/first-shell.js'] },
    { prefix: '/', files: ['/assets/list.js'] },
  ],
};
const session = JSON.stringify({ accessToken: { token: 'x', expiry: 'y' }, refreshTokens: [] });

it('reads the session where the app keeps it', () => {
  expect(BOOT_SESSION_KEY).toBe(TOKEN_STORAGE_KEY);
});

it('preloads nothing signed out: index.html preloads the login page', () => {
  expect(preloadsFor(preloads, '/charterRequests/Me/Live', null)).toEqual([]);
  expect(preloadsFor(preloads, '/login', 'not a session')).toEqual([]);
});

it('preloads the shell signed in, and the landing list on its paths, once each', () => {
  expect(preloadsFor(preloads, '/charterRequests/Me/Live', session)).toEqual([
    '/assets/app-layout.js',
    '/assets/first-shell.js',
    '/assets/list.js',
  ]);
  expect(preloadsFor(preloads, '/', session)).toEqual(['/assets/app-layout.js', '/assets/first-shell.js', '/assets/list.js']);
  expect(preloadsFor(preloads, '/me', session)).toEqual(['/assets/app-layout.js', '/assets/first-shell.js']);
  expect(preloadsFor(preloads, '/charterRequestsOther', session)).toEqual(['/assets/app-layout.js', '/assets/first-shell.js']);
});

it("preloads a charter's detail below a list, and the request form, before the landing's entry matches", () => {
  const withPages: BootPreloads = {
    signedIn: ['/assets/first-shell.js'],
    pages: [
      { prefix: '/charterRequests', minDepth: 4, files: ['/assets/list.js', '/assets/detail.js'] },
      { prefix: '/newCharterRequest', files: ['/assets/request.js'] },
      { prefix: '/charterRequests', files: ['/assets/list.js'] },
    ],
  };
  expect(preloadsFor(withPages, '/charterRequests/Me/Live/0b1c/Bids', session)).toEqual([
    '/assets/first-shell.js',
    '/assets/list.js',
    '/assets/detail.js',
  ]);
  expect(preloadsFor(withPages, '/CharterRequests/Me/Live', session)).toEqual(['/assets/first-shell.js', '/assets/list.js']);
  expect(preloadsFor(withPages, '/newCharterRequest', session)).toEqual(['/assets/first-shell.js', '/assets/request.js']);
});
