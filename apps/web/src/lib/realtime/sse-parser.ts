/** One dispatched Server-Sent Event. */
export interface SseEvent {
  /** The `event:` field, "message" when the server gave none. */
  event: string;
  /** The `data:` lines joined with "\n". */
  data: string;
  /** The last `id:` seen on the stream (it carries over to later events, as the standard says). */
  lastEventId: string;
}

/**
 * An incremental text/event-stream parser (the WHATWG "event stream interpretation"): bytes arrive
 * in arbitrary chunks, so a line, a CRLF pair or a UTF-8 character may be split between two reads.
 * EventSource would do this for us, but it cannot send an Authorization header.
 */
export class SseParser {
  private readonly decoder = new TextDecoder('utf-8');
  private buffer = '';
  private started = false;
  private data: string[] = [];
  private eventType = '';
  private lastEventId = '';
  /** The reconnection time the server asked for with `retry:`, in ms. */
  retryMs: number | null = null;

  /** Feeds a chunk (bytes or text); returns the events it completed. */
  push(chunk: Uint8Array | string): SseEvent[] {
    let text = typeof chunk === 'string' ? chunk : this.decoder.decode(chunk, { stream: true });
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    this.buffer += text;
    return this.drain(false);
  }

  /** The stream ended: an event without its closing blank line is dropped, as the standard says. */
  end(): SseEvent[] {
    this.buffer += this.decoder.decode();
    const events = this.drain(true);
    this.data = [];
    this.eventType = '';
    return events;
  }

  private drain(final: boolean): SseEvent[] {
    const events: SseEvent[] = [];
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const ch = this.buffer[i];
      if (ch !== '\n' && ch !== '\r') continue;
      // A CR as the last character may be the first half of a CRLF still on its way.
      if (ch === '\r' && i === this.buffer.length - 1 && !final) break;
      const line = this.buffer.slice(start, i);
      if (ch === '\r' && this.buffer[i + 1] === '\n') i++;
      start = i + 1;
      const event = this.line(line);
      if (event) events.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null; // a comment, e.g. a keep-alive
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        break; // unknown fields are ignored
    }
    return null;
  }

  private dispatch(): SseEvent | null {
    const data = this.data;
    const eventType = this.eventType;
    this.data = [];
    this.eventType = '';
    if (data.length === 0) return null;
    return { event: eventType || 'message', data: data.join('\n'), lastEventId: this.lastEventId };
  }
}
