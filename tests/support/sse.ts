/**
 * One reader of text/event-stream frames for the benches, the soak and the tests that follow a live
 * status as the studio does (tRPC's httpSubscriptionLink over SSE): blocks up to a blank line, each
 * with its `event:`, `id:` and `data:` fields, as an EventSource reads them.
 */

export interface SseFrame {
  /** The event's name: tRPC names its own (connected, ping, return, serialized-error); a state has none. */
  event: string | null;
  id: string | null;
  /** The `data:` lines joined by newlines, or null when the block has none (a comment such as `: ping`). */
  data: string | null;
}

/** The whole frames in what arrived so far, and the unfinished rest to read again with what comes next. */
export function sseFrames(buffered: string): { frames: SseFrame[]; rest: string } {
  const blocks = buffered.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const frames = blocks.map((block) => {
    const frame: SseFrame = { event: null, id: null, data: null };
    for (const line of block.split('\n')) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue; // a comment, or a line without a field
      const field = line.slice(0, colon);
      const value = line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') frame.data = frame.data === null ? value : `${frame.data}\n${value}`;
      else if (field === 'event') frame.event = value;
      else if (field === 'id') frame.id = value;
    }
    return frame;
  });
  return { frames, rest };
}

/** The data of each whole event in what arrived so far (any event name), and the unfinished rest. */
export function sseData(buffered: string): { events: string[]; rest: string } {
  const { frames, rest } = sseFrames(buffered);
  return { events: frames.flatMap((f) => (f.data === null ? [] : [f.data])), rest };
}

/** Frames of a stream read chunk by chunk (a Node response's `data` events). */
export class SseReader {
  private rest = '';

  push(chunk: string): SseFrame[] {
    const { frames, rest } = sseFrames(this.rest + chunk);
    this.rest = rest;
    return frames;
  }
}

/** Frames of a fetch response's body, as they arrive; leaving the loop closes nothing by itself. */
export async function* sseFramesOf(body: AsyncIterable<Uint8Array>): AsyncGenerator<SseFrame> {
  const reader = new SseReader();
  const decoder = new TextDecoder();
  for await (const chunk of body) yield* reader.push(decoder.decode(chunk, { stream: true }));
}

/** The thumbnail status a frame carries: only unnamed frames are states (connected, ping and return are not). */
export function statusOf(frame: SseFrame): string | undefined {
  if (frame.event !== null || frame.data === null) return undefined;
  try {
    return (JSON.parse(frame.data) as { status?: string } | null)?.status;
  } catch {
    return undefined;
  }
}
