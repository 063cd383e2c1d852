import { afterAll, beforeAll } from 'vitest';
import { idsOf } from './factories.js';
import { startTestServer, type TestServer } from './harness.js';

/** The seeded demo sign-ins the access tests act as, by the part of their e-mail before @demo.test. */
export const DEMO_MEMBERS = ['admin', 'charteradmin', 'client', 'qgov', 'department', 'staff', 'supplier1', 'supplier2'] as const;

export type MemberIds = Awaited<ReturnType<typeof idsOf>>;

/**
 * Registers the file's beforeAll/afterAll: a test server with every demo member signed in, closed after
 * the file. `t` (tokens) and `ids` fill in before the first test; onStart hands the file its server.
 */
export function withDemoMembers(onStart: (server: TestServer) => void) {
  const t: Record<string, string> = {};
  const ids: Record<string, MemberIds> = {};
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    onStart(server);
    for (const who of DEMO_MEMBERS) {
      t[who] = (await server.member(`${who}@demo.test`)).token;
      ids[who] = await idsOf(server, `${who}@demo.test`);
    }
  });
  afterAll(async () => {
    await server?.close();
  });
  return { t, ids };
}
