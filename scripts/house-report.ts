// Prints the figures of the house's imports: server folders that import each other, circles of files
// (type imports counted), and how many imports of each kind. The floor rules themselves are held by
// tests/unit/import-graph.test.ts. Run: npx tsx scripts/house-report.ts
import path from 'node:path';
import { circles, importEdges, mutualRooms, serverRoom, sources, type ImportKind } from './lib/import-graph';

const root = path.resolve(import.meta.dirname, '..');
const files = sources(root, ['server', 'shared', 'client']);
const edges = importEdges(root, files);
const linked = edges.filter((e): e is typeof e & { to: string } => e.to !== null);
const runtime = linked.filter((e) => e.kind === 'static' || e.kind === 'dynamic');
const kinds = (['static', 'type', 'dynamic', 'typeof'] as ImportKind[]).map((k) => `${k} ${edges.filter((e) => e.kind === k).length}`);

console.log(`${files.length} files in server/, shared/ and client/; imports: ${kinds.join(', ')}`);
const pairs = mutualRooms(edges);
console.log(`\nserver folders that import each other (every kind of import, registries included): ${pairs.length}`);
for (const pair of pairs) console.log(`  ${pair}`);
const rooms = linked.filter((e) => e.from.startsWith('server/') && e.to.startsWith('server/')).map((e) => ({ from: serverRoom(e.from), to: serverRoom(e.to) })).filter((e) => e.from !== e.to);
const roomCircles = circles(rooms);
console.log(`\ncircles of server folders: ${roomCircles.length}`);
for (const c of roomCircles) console.log(`  ${c.length} folders: ${c.join(' ')}`);
const all = circles(linked);
console.log(`\ncircles of files, type imports counted: ${all.length}`);
for (const c of all) console.log(`  ${c.length} files: ${c.slice(0, 6).join(' ')}${c.length > 6 ? ' …' : ''}`);
console.log(`circles of files at run time (static and import()): ${circles(runtime).length}`);
