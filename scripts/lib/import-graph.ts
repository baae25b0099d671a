// Reads the imports of the project's TypeScript files with the TypeScript parser: static imports and
// re-exports, type-only ones, dynamic `import()` and `typeof import()` types. The floor test
// (tests/unit/import-graph.test.ts) and `npx tsx scripts/import-report.ts` both read the house through it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';

export type ImportKind = 'static' | 'type' | 'dynamic' | 'typeof';

export interface ImportEdge {
  from: string;
  specifier: string;
  kind: ImportKind;
  /** The file it names, relative to the root; null when it is a package or names no file. */
  to: string | null;
}

export function sources(root: string, dirs: string[]): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      if (name === 'node_modules' || name.startsWith('.')) return [];
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) return walk(full);
      return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
    });
  return dirs.flatMap((dir) => walk(path.join(root, dir))).map((file) => path.relative(root, file).split(path.sep).join('/'));
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function resolve(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  // A Vite query (`./texts/cgu.md?raw`) names the file before it.
  const base = path.resolve(root, path.dirname(from), specifier.replace(/\?[a-z]+$/, ''));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, base.replace(/\.js$/, '.ts'), path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const hit = candidates.find(isFile);
  return hit ? path.relative(root, hit).split(path.sep).join('/') : null;
}

/** Every import of one source text, whatever its form. */
export function importsIn(text: string, fileName = 'file.ts'): { specifier: string; kind: ImportKind }[] {
  const ast = parse(text, { sourceType: 'module', plugins: fileName.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] });
  const found: { specifier: string; kind: ImportKind }[] = [];
  const literal = (node: unknown): string | null => {
    const n = node as { type?: string; value?: unknown; quasis?: { value: { cooked: string } }[]; expressions?: unknown[] } | null;
    if (n?.type === 'StringLiteral' && typeof n.value === 'string') return n.value;
    if (n?.type === 'TemplateLiteral' && n.expressions?.length === 0) return n.quasis![0]!.value.cooked;
    return null;
  };
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    const n = node as Record<string, any>;
    switch (n.type) {
      case 'ImportDeclaration': {
        const specifiers = (n.specifiers ?? []) as { type: string; importKind?: string }[];
        const typeOnly = n.importKind === 'type' || (specifiers.length > 0 && specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'));
        found.push({ specifier: n.source.value, kind: typeOnly ? 'type' : 'static' });
        break;
      }
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration':
        if (n.source) {
          const specifiers = (n.specifiers ?? []) as { exportKind?: string }[];
          const typeOnly = n.exportKind === 'type' || (specifiers.length > 0 && specifiers.every((s) => s.exportKind === 'type'));
          found.push({ specifier: n.source.value, kind: typeOnly ? 'type' : 'static' });
        }
        break;
      case 'TSImportEqualsDeclaration':
        if (n.moduleReference?.type === 'TSExternalModuleReference') found.push({ specifier: n.moduleReference.expression.value, kind: n.importKind === 'type' ? 'type' : 'static' });
        break;
      case 'ImportExpression': {
        const specifier = literal(n.source);
        if (specifier !== null) found.push({ specifier, kind: 'dynamic' });
        break;
      }
      case 'CallExpression':
        if (n.callee?.type === 'Import') {
          const specifier = literal(n.arguments?.[0]);
          if (specifier !== null) found.push({ specifier, kind: 'dynamic' });
        }
        break;
      case 'TSImportType': {
        // Babel 8 names the path `source`; older ASTs wrapped it in a literal type under `argument`.
        const specifier = literal(n.source ?? (n.argument?.type === 'TSLiteralType' ? n.argument.literal : n.argument));
        if (specifier !== null) found.push({ specifier, kind: 'typeof' });
        break;
      }
    }
    for (const key of Object.keys(n)) {
      if (key === 'loc' || key === 'start' || key === 'end' || key === 'leadingComments' || key === 'trailingComments' || key === 'innerComments' || key === 'extra') continue;
      const child = n[key];
      if (child && typeof child === 'object') visit(child);
    }
  };
  visit(ast.program);
  return found;
}

/** Files read once per process: the floor test asks the same tree twice. */
const read = new Map<string, ImportEdge[]>();

export function importEdges(root: string, files: string[]): ImportEdge[] {
  return files.flatMap((from) => {
    const key = path.join(root, from);
    let edges = read.get(key);
    if (!edges) {
      edges = importsIn(readFileSync(key, 'utf8'), from).map(({ specifier, kind }) => ({ from, specifier, kind, to: resolve(root, from, specifier) }));
      read.set(key, edges);
    }
    return edges;
  });
}

/** Strongly connected groups of more than one node (or a node importing itself), each sorted. */
export function circles(edges: { from: string; to: string }[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, []);
    if (!next.has(to)) next.set(to, []);
    next.get(from)!.push(to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)!) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || next.get(node)!.includes(node)) groups.push(group.sort());
    }
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return groups.sort((a, b) => b.length - a.length);
}

/** The room of a server file: its folder under server/, or the file itself when it stands at the top. */
export function serverRoom(file: string): string {
  const rest = file.slice('server/'.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? rest : `${rest.slice(0, slash)}/`;
}

/** Pairs of server rooms that import each other, with every kind of import counted. */
export function mutualRooms(edges: ImportEdge[]): string[] {
  const pairs = new Set<string>();
  for (const e of edges) {
    if (!e.to || !e.from.startsWith('server/') || !e.to.startsWith('server/')) continue;
    const a = serverRoom(e.from);
    const b = serverRoom(e.to);
    if (a !== b) pairs.add(`${a} -> ${b}`);
  }
  return [...pairs].filter((p) => {
    const [a, b] = p.split(' -> ');
    return a! < b! && pairs.has(`${b} -> ${a}`);
  }).map((p) => p.replace(' -> ', ' <-> ')).sort();
}

/** A floor plan: path prefixes (a folder ends with `/`) with their floor, the longest prefix winning. */
export type FloorPlan = readonly (readonly [string, number])[];

export function floorOf(plan: FloorPlan, file: string): number | null {
  let best: readonly [string, number] | null = null;
  for (const entry of plan) {
    const [prefix] = entry;
    const hit = prefix.endsWith('/') ? file.startsWith(prefix) : file === prefix;
    if (hit && (!best || prefix.length > best[0].length)) best = entry;
  }
  return best ? best[1] : null;
}

export interface HouseFaults {
  /** Server files no entry of the plan places. */
  unplaced: string[];
  /** Imports from a floor to a higher one. */
  upward: string[];
  /** Server folders (or top-level files) that reach each other through imports. */
  roomCircles: string[];
  /** Files that reach themselves through imports of any kind. */
  fileCircles: string[];
  /** Relative imports that name no file, or import paths in another dialect than plain relative ones. */
  dialect: string[];
  /** shared/ importing server/ or client/, the client importing server code for more than its types. */
  sides: string[];
}

/**
 * Everything the floor test holds the house to. `allowed` names the imports that may break the
 * rules (the job registry's type map: queue.ts types its payloads from the list of every job).
 */
export function houseFaults(root: string, plan: FloorPlan, allowed: (e: ImportEdge) => boolean = () => false): HouseFaults {
  const files = sources(root, ['server', 'shared', 'client']);
  const edges = importEdges(root, files).filter((e) => !allowed(e));
  const faults: HouseFaults = { unplaced: [], upward: [], roomCircles: [], fileCircles: [], dialect: [], sides: [] };
  for (const file of files) if (file.startsWith('server/') && floorOf(plan, file) === null) faults.unplaced.push(file);
  for (const e of edges) {
    const line = `${e.from} -> ${e.specifier}${e.kind === 'static' ? '' : ` (${e.kind})`}`;
    if (e.specifier.startsWith('.')) {
      if (!e.to) faults.dialect.push(`${line}: names no file`);
      else if (/\.(m|c)?[jt]sx?$/.test(e.specifier)) faults.dialect.push(`${line}: drop the ending`);
    } else if (/^(@shared|@server|@client|server|shared|client)\//.test(e.specifier)) faults.dialect.push(`${line}: use a relative path`);
    if (!e.to) continue;
    if (e.from.startsWith('server/') && e.to.startsWith('server/')) {
      const from = floorOf(plan, e.from);
      const to = floorOf(plan, e.to);
      if (from !== null && to !== null && from < to) faults.upward.push(`${line}: floor ${from} imports floor ${to}`);
    }
    if (e.from.startsWith('shared/') && !e.to.startsWith('shared/')) faults.sides.push(`${line}: shared/ imports only shared/`);
    if (e.from.startsWith('client/') && e.to.startsWith('server/') && (e.kind === 'static' || e.kind === 'dynamic')) faults.sides.push(`${line}: the client imports only types from server/`);
  }
  const linked = edges.filter((e): e is ImportEdge & { to: string } => e.to !== null);
  const rooms = linked
    .filter((e) => e.from.startsWith('server/') && e.to.startsWith('server/'))
    .map((e) => ({ from: serverRoom(e.from), to: serverRoom(e.to) }))
    .filter((e) => e.from !== e.to);
  faults.roomCircles = circles(rooms).map((c) => c.join(' '));
  faults.fileCircles = circles(linked).map((c) => c.join(' '));
  return faults;
}
