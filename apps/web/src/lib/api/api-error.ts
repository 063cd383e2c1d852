import type { ApiResult } from '@charter/shared';

/** A call that did not give the answer we needed; carries enough to show and log what happened. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The parsed JSON body, when there was one. */
    readonly body: unknown,
    /** Raw text of the answer (or the network error), for the "Unexpected Result" dialog and the error log. */
    readonly detail: string,
  ) {
    super(status ? `HTTP ${status}` : detail);
  }

  /** True when no answer came back at all (offline, DNS, server down). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }

  /** The body when it has the save shape of core section 7. */
  get result(): ApiResult | null {
    return isApiResult(this.body) ? this.body : null;
  }
}

export function isApiResult(value: unknown): value is ApiResult {
  const v = value as Partial<ApiResult> | null;
  return !!v && typeof v === 'object' && typeof v.success === 'boolean' && Array.isArray(v.messages);
}
