import { isIPv4 } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loopbackAddress } from '../support/browser';
import { percentile } from '../support/percentile';
import { SseReader, sseData, statusOf } from '../support/sse';

/**
 * The simulated browser of the benches and the soak (tests/support): if it misreads the status stream,
 * the pipeline bench and the soak wait for nothing (or stop early) and print wrong figures; if two
 * simulated people share an address, the sign-up limit per address refuses the eleventh.
 */
describe('the simulated browser of the benches and the soak', () => {
  it('reads the status events of a tRPC stream, even cut mid-event, and keeps the unfinished rest', () => {
    const stream =
      'event: connected\ndata: {"reconnectAfterInactivityMs":0}\n\n' +
      'id: t1:queued:queued\ndata: {"id":"t1","status":"queued"}\n\n' +
      ': ping\n\n' +
      'id: t1:ready:ready\r\ndata: {"id":"t1",\r\ndata: "status":"ready"}\r\n\r\n' +
      'id: t1:x\ndata: {"id":';
    const cut = 57; // inside the second event
    const first = sseData(stream.slice(0, cut));
    const second = sseData(first.rest + stream.slice(cut));
    const events = [...first.events, ...second.events];
    expect(events.map((e) => (JSON.parse(e) as { status?: string }).status)).toEqual([undefined, 'queued', 'ready']);
    expect(second.rest).toBe('id: t1:x\ndata: {"id":');
  });

  it('follows a thumbnail to its final status through tRPC’s own events, whatever the chunks', () => {
    const stream =
      'event: connected\ndata: {"reconnectAfterInactivityMs":0}\n\n' +
      'id: t1:queued\ndata: {"id":"t1","status":"queued"}\n\n' +
      ': ping\n\n' +
      'event: ping\ndata: {"status":"ready"}\n\n' + // named: never a state, whatever it holds
      'id: t1:failed\ndata: {"id":"t1","status":"failed"}\n\n';
    const reader = new SseReader();
    const statuses: Array<string | undefined> = [];
    for (let at = 0; at < stream.length; at += 7) statuses.push(...reader.push(stream.slice(at, at + 7)).map(statusOf));
    expect(statuses.filter(Boolean)).toEqual(['queued', 'failed']);
  });

  it('gives 70 000 simulated people (past one 127.x block) 70 000 different loopback addresses, none a network or broadcast one', () => {
    const addresses = Array.from({ length: 70_000 }, (_, n) => loopbackAddress(n));
    expect(new Set(addresses).size).toBe(70_000);
    // 127.0.x.y holds the server's own 127.0.0.1; .0 and .255 are a subnet's network and broadcast addresses.
    const wrong = addresses.filter((a) => {
      const [first, second, third, last] = a.split('.').map(Number) as [number, number, number, number];
      return !isIPv4(a) || first !== 127 || second === 0 || third > 255 || last === 0 || last === 255;
    });
    expect(wrong).toEqual([]);
  });

  it('takes the median and p95 by nearest rank, whatever the order of the samples', () => {
    const samples = [900, 100, 500, 300, 700, 200, 800, 400, 1000, 600];
    expect(percentile(samples, 0.5)).toBe(600);
    expect(percentile(samples, 0.95)).toBe(1000);
    expect(percentile([], 0.5)).toBeNaN();
  });
});
