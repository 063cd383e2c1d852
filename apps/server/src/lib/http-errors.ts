/** An error a route may throw to answer with a status and the spec's messages. */
export class HttpError extends Error {
  /** A dialog title the client shows above the messages (e.g. "Not Visible"); most errors have none. */
  readonly title?: string;

  constructor(
    public readonly statusCode: number,
    public readonly messages: string[],
    public readonly errors?: Record<string, string[]>,
    /** A 401 with an empty body tells the client to refresh its token (core section 7). */
    public readonly emptyBody = false,
  ) {
    super(messages.join(' ') || `HTTP ${statusCode}`);
  }
}

export const badRequest = (messages: string[], errors?: Record<string, string[]>) => new HttpError(400, messages, errors);
export const forbidden = (message = 'You do not have access to this item.') => new HttpError(403, [message]);
export const notFound = (message = 'Sorry, this item is not available') => new HttpError(404, [message]);
export const unauthorized = (message: string) => new HttpError(401, [message]);
export const refreshNeeded = () => new HttpError(401, [], undefined, true);
