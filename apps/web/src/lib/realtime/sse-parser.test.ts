import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('SseParser', () => {
  it('reads a change event with its type and JSON data', () => {
    const p = new SseParser();
    const events = p.push('event: change\ndata: {"entity":"CharterRequest","ids":["a"]}\n\n');
    expect(events).toEqual([{ event: 'change', data: '{"entity":"CharterRequest","ids":["a"]}', lastEventId: '' }]);
  });

  it('completes events split across chunks at any point, including inside CRLF', () => {
    const stream = 'event: change\r\ndata: {"ids":[1]}\r\n\r\nevent: change\r\ndata: two\r\n\r\n';
    for (let cut = 1; cut < stream.length; cut++) {
      const p = new SseParser();
      const events = [...p.push(stream.slice(0, cut)), ...p.push(stream.slice(cut))];
      expect(
        events.map((e) => e.data),
        `cut at ${cut}`,
      ).toEqual(['{"ids":[1]}', 'two']);
      expect(events.every((e) => e.event === 'change')).toBe(true);
    }
  });

  it('does not dispatch before the blank line arrives', () => {
    const p = new SseParser();
    expect(p.push('data: a\n')).toEqual([]);
    expect(p.push('\n')).toHaveLength(1);
  });

  it('treats a lone CR as a line end once the next character shows it is not CRLF', () => {
    const p = new SseParser();
    expect(p.push('data: x\r')).toEqual([]);
    expect(p.push('\rdata: y\r\r').map((e) => e.data)).toEqual(['x']);
    // The final CR could still be half of a CRLF; the next character settles it.
    expect(p.push(': ping\n').map((e) => e.data)).toEqual(['y']);
  });

  it('decodes UTF-8 characters split between byte chunks', () => {
    const all = bytes('data: Zoë ✈\n\n');
    const p = new SseParser();
    const events = [];
    for (const b of all) events.push(...p.push(new Uint8Array([b])));
    expect(events.map((e) => e.data)).toEqual(['Zoë ✈']);
  });

  it('joins data lines, skips comments and unknown fields, defaults the type to message', () => {
    const p = new SseParser();
    const events = p.push(': keep-alive\nfoo: bar\ndata: one\ndata:two\ndata\n\n');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo\n', lastEventId: '' }]);
  });

  it('ignores events without data and resets the type after each event', () => {
    const p = new SseParser();
    expect(p.push('event: change\n\ndata: plain\n\n')).toEqual([{ event: 'message', data: 'plain', lastEventId: '' }]);
  });

  it('keeps retry (digits only) and the last event id', () => {
    const p = new SseParser();
    p.push('retry: 1500\nid: 7\ndata: a\n\nretry: soon\n');
    expect(p.retryMs).toBe(1500);
    expect(p.push('data: b\n\n')[0]?.lastEventId).toBe('7');
  });

  it('strips a leading byte order mark and drops an unfinished event at the end', () => {
    const p = new SseParser();
    expect(p.push('\uFEFFdata: a\n\n').map((e) => e.data)).toEqual(['a']);
    p.push('data: half');
    expect(p.end()).toEqual([]);
  });
});
