import { randomUUID } from 'node:crypto';
import type { Operator } from '../../bench/bid-bench.js';

/** Each loop's pause between one answer and its next request. */
const PAUSE_MS = 50;

/** One request of the load and how it ended. */
export interface Outcome {
  what: 'bid' | 'read';
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or the network error's code. */
  status: number | string;
}

export interface BidTarget {
  id: string;
  routeId: string;
  departTime: string;
}

/** A bid as the web client sends it, with its own idempotency key. */
export function bidBody(charter: BidTarget, op: Operator) {
  return {
    charterRequestId: charter.id,
    bidderId: op.supplierId,
    currency: 'AUD',
    price: 5000 + Math.floor(Math.random() * 50_000) / 10,
    inclusions: ['Fuel'],
    exclusions: ['GST'],
    notes: 'Cluster test bid',
    sameAircraft: true,
    idempotencyKey: randomUUID(),
    routes: [
      {
        routeId: charter.routeId,
        departTime: charter.departTime,
        flightTime: '02:15',
        payload: 500,
        passengerLimit: 4,
        aircraft: [op.aircraftId],
      },
    ],
  };
}

/**
 * A steady load through the balancer, from construction until stop(): each bidder places bids
 * on `charter` and each reader reads its path, one request at a time with a short pause between. Records how every request ended
 * and the id of every bid the server acknowledged (answered 200).
 */
export class SteadyLoad {
  readonly outcomes: Outcome[] = [];
  readonly acknowledgedBids: string[] = [];
  private running = true;
  private readonly loops: Promise<void>[];

  constructor(
    private readonly baseUrl: string,
    o: { charter: BidTarget; bidders: Operator[]; readers?: { token: string; path: string }[] },
  ) {
    this.loops = [
      ...o.bidders.map((op) =>
        this.loop('bid', async () => {
          const res = await fetch(`${this.baseUrl}/api/suppliers/newBid`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${op.token}` },
            body: JSON.stringify(bidBody(o.charter, op)),
          });
          const body = (await res.json().catch(() => null)) as { result?: { id?: string } } | null;
          if (res.status === 200 && body?.result?.id) this.acknowledgedBids.push(body.result.id);
          return res.status;
        }),
      ),
      ...(o.readers ?? []).map((r) =>
        this.loop('read', async () => {
          const res = await fetch(`${this.baseUrl}${r.path}`, { headers: { authorization: `Bearer ${r.token}` } });
          await res.arrayBuffer();
          return res.status;
        }),
      ),
    ];
  }

  /** Ends every loop after the request it is making. */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  get failures(): Outcome[] {
    return this.outcomes.filter((o) => o.status !== 200);
  }

  /** Requests that ended since `t` (Date.now()). */
  endedSince(t: number): Outcome[] {
    return this.outcomes.filter((o) => o.endedAt >= t);
  }

  private async loop(what: Outcome['what'], request: () => Promise<number>): Promise<void> {
    while (this.running) {
      // Steady, not flat out: the machine's cores are left to the instances (and one restarting).
      await new Promise((r) => setTimeout(r, PAUSE_MS));
      if (!this.running) break;
      const startedAt = Date.now();
      let status: number | string;
      try {
        status = await request();
      } catch (err) {
        const e = err as { cause?: { code?: string }; message: string };
        status = e.cause?.code ?? e.message;
      }
      this.outcomes.push({ what, startedAt, endedAt: Date.now(), status });
    }
  }
}
