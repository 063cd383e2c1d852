import type { Db } from '../client.js';

/** The demo seed's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
