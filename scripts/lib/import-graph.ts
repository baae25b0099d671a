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
  const base = path.resolve(root, path.dirname(from), specifier);
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
        const specifier = literal(n.argument?.type === 'TSLiteralType' ? n.argument.literal : n.argument);
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

export function importEdges(root: string, files: string[]): ImportEdge[] {
  return files.flatMap((from) =>
    importsIn(readFileSync(path.join(root, from), 'utf8'), from).map(({ specifier, kind }) => ({ from, specifier, kind, to: resolve(root, from, specifier) })),
  );
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
