/** Every save answers this shape (core section 7). */
export interface ApiResult<T = unknown> {
  success: boolean;
  messages: string[];
  result?: T;
  /** Per-field messages when the input did not validate. */
  errors?: Record<string, string[]>;
}
