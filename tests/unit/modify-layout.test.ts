import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import { layOut } from '../../server/studio/modify';
import { headlineOf } from '../../shared/engine/model/design';
import { applyOperations, OPERATIONS_MAX, type Operation } from '../../shared/engine/model/operations';
import { editDesigns, editHost } from '../fixtures/edit-designs';

const m = serverMeasurer();
const host = editHost(m);
const design = editDesigns(m)[0]!;
const headline = headlineOf(design)!.id;
/** The costliest list a save may carry: the design laid out again and again, then refused. */
const heavy: Operation[] = [...Array.from({ length: OPERATIONS_MAX - 1 }, (_, i): Operation => ({ op: 'style', style: i % 2 ? 'pro' : 'viral' })), { op: 'move', layer: headline, dx: 4000, dy: 0 }];

describe('a modification’s layout on the server', () => {
  it('gives what applyOperations gives, refusals at their index', async () => {
    const mixed: Operation[] = [{ op: 'move', layer: headline, dx: 12, dy: 0 }, { op: 'remove', layer: headline }, { op: 'set-colors', layer: headline, fill: '#FFD400' }, { op: 'move', layer: 'inconnu', dx: 1, dy: 1 }];
    expect(await layOut(host, design, mixed)).toEqual(applyOperations(host, design, mixed));
    expect(await layOut(host, design, heavy)).toEqual(applyOperations(host, design, heavy));
  });

  it('gives the event loop back while it runs: a request arriving meanwhile is answered before the layout ends', async () => {
    const events: string[] = [];
    const timer = new Promise<void>((resolve) => setTimeout(() => resolve(void events.push('other request')), 0));
    const layout = layOut(host, design, heavy).then(() => void events.push('layout'));
    await Promise.all([timer, layout]);
    expect(events).toEqual(['other request', 'layout']);
  });
});
