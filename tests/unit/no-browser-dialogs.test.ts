import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * No `confirm`, `alert` or `prompt` of the browser in the client: in WhatsApp's, Instagram's and
 * Facebook's in-app browsers they often answer « no » (or nothing) without showing anything, and the
 * button seems dead. Our own dialogs (client/components/ConfirmDialog.tsx) ask instead.
 *
 * Each file is compiled by esbuild with these globals `define`d to a marker: esbuild replaces the
 * global only, whatever its spelling (`confirm(`, `window.confirm`, `globalThis['alert']`,
 * `self.prompt?.()`), never a local of the same name (`const [confirm, setConfirm]`), a property
 * (`t.confirm(n)`), a string or a comment. Destructuring them from `window` is caught by the output's
 * text; reaching them through a copy of `window` or a computed name is not (no such code exists).
 */
const NAMES = ['confirm', 'alert', 'prompt'] as const;
const HOSTS = ['window', 'globalThis', 'self', 'top', 'parent', 'frames'];
const MARK = '__BROWSER_DIALOG_';
const define = Object.fromEntries(NAMES.flatMap((name) => [[name, `${MARK}${name}`], ...HOSTS.map((host) => [`${host}.${name}`, `${MARK}${name}`])]));
const DESTRUCTURED = new RegExp(`\\{[^{}]*\\b(${NAMES.join('|')})\\b[^{}]*\\}=(${HOSTS.join('|')})\\b`);

/** The browser dialogs a source file reaches, by name. */
function browserDialogs(source: string, loader: 'ts' | 'tsx' = 'tsx'): string[] {
  const out = transformSync(source, { loader, define, minifyIdentifiers: true, minifySyntax: true, minifyWhitespace: true, format: 'esm', logLevel: 'silent' }).code;
  const found = [...out.matchAll(new RegExp(`${MARK}(\\w+)`, 'g'))].map((m) => m[1]!);
  const destructured = DESTRUCTURED.exec(out);
  return destructured ? [...found, destructured[1]!] : found;
}

const root = path.resolve(import.meta.dirname, '../..');
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.(tsx?|jsx?|mjs)$/.test(name) ? [full] : [];
  });
}

describe('no browser dialog in the client', () => {
  it('finds them however they are written, and only them', () => {
    for (const bad of ["window.confirm('Sûr ?')", "confirm('Sûr ?')", "globalThis.alert('x')", "window['prompt']('x')", "self.alert()", "window?.confirm?.('x')", '(0, window.confirm)("x")', "const { confirm: ask } = window; ask('x')", 'const f = () => !window.confirm(t.text) || go();']) {
      expect(browserDialogs(bad), bad).not.toEqual([]);
    }
    for (const fine of ['t.confirm(n)', 'const [confirm, setConfirm] = useState(null); confirm', "const s = 'confirm(x) window.alert'", "// window.confirm('x')\nlet a = 1", "function f(alert: (s: string) => void) { alert('x') }", 'const o = { prompt: 1 }; o.prompt', '<p className="alert alert--error" role="alert">x</p>']) {
      expect(browserDialogs(fine), fine).toEqual([]);
    }
  });

  it('in every file of client/', () => {
    const files = sources(path.join(root, 'client'));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => browserDialogs(readFileSync(file, 'utf8'), file.endsWith('.tsx') || file.endsWith('.jsx') ? 'tsx' : 'ts').map((name) => `${path.relative(root, file)}: ${name}`));
    expect(found).toEqual([]);
  });
});
