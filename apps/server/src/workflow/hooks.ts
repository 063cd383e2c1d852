import type { Tx } from '@charter/db';
import type { Actor } from '../access/actor.js';

/** What a hook learns about the transition it runs in. */
export interface TransitionHookContext {
  actor: Actor;
  entity: string;
  id: string;
  jobReference: number;
  from: string;
  to: string;
  actionName: string;
  reason: string;
  /** Data the calling service passed along (e.g. the bid being accepted); never from a request body. */
  data: Record<string, unknown>;
}

export interface TransitionHook {
  entity: string;
  to: string | readonly string[];
  /** Any state when omitted. */
  from?: string | readonly string[];
  /** Runs in the transition's transaction after the status is written; throwing rolls it all back. */
  run(tx: Tx, ctx: TransitionHookContext): Promise<void>;
}

// A Set: building the app twice in one process (tests) registers the same hook objects again.
const hooks = new Set<TransitionHook>();

/**
 * Side effects that belong to a state change (the award of a bid, its confirmation) register
 * here, so the workflow engine stays the one way a charter's status changes and they commit with it.
 */
export function registerTransitionHook(hook: TransitionHook): void {
  hooks.add(hook);
}

const oneOf = (states: string | readonly string[], state: string) =>
  typeof states === 'string' ? states === state : states.includes(state);

function matches(hook: TransitionHook, ctx: TransitionHookContext): boolean {
  if (hook.entity !== ctx.entity || !oneOf(hook.to, ctx.to)) return false;
  return hook.from === undefined || oneOf(hook.from, ctx.from);
}

/** Runs the hooks matching this transition, in registration order. */
export async function runTransitionHooks(tx: Tx, ctx: TransitionHookContext): Promise<void> {
  for (const hook of hooks) if (matches(hook, ctx)) await hook.run(tx, ctx);
}
