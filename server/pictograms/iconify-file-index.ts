import fs from 'node:fs';

/** Where one icon's SVG body sits in the Iconify JSON file, and how to draw it. */
export interface IconEntry {
  /** Byte range of the body's JSON string literal, quotes included. */
  bodyStart: number;
  bodyEnd: number;
  left: number;
  top: number;
  width: number;
  height: number;
  hFlip: boolean;
  /** Only when the file had to be parsed whole (unexpected layout). */
  body?: string;
}

export interface IconifyFileIndex {
  file: string;
  icons: Map<string, IconEntry>;
}

interface RawIcon {
  bodyStart?: number;
  bodyEnd?: number;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  parent?: string;
  hFlip?: boolean;
  body?: string;
}

const CHUNK_BYTES = 4 << 20;
/** Enough of a line to read a key or a number; body lines are only located, never copied. */
const HEAD_BYTES = 256;

const SECTION_LINE = /^\t"(\w+)": \{$/;
const TOP_NUMBER_LINE = /^\t"(width|height|left|top)": (-?[\d.]+),?$/;
const ICON_KEY_LINE = /^\t\t"([^"]+)": \{$/;
const BODY_LINE_PREFIX = '\t\t\t"body": ';
const PROP_NUMBER_LINE = /^\t\t\t"(width|height|left|top)": (-?[\d.]+),?$/;
const PROP_PARENT_LINE = /^\t\t\t"parent": "([^"]+)",?$/;
const PROP_HFLIP_LINE = /^\t\t\t"hFlip": true,?$/;

/**
 * Indexes an Iconify icon-set file (as published in @iconify-json/*) without parsing it.
 * The Fluent Emoji file is 104 MB: JSON.parse costs ~500 ms and ~200 MB of heap, while this
 * streaming scan of the pretty-printed file takes ~60–100 ms and keeps only byte offsets, so a
 * body is read from disk when it is drawn. A file laid out differently falls back to JSON.parse.
 */
export function indexIconifyFile(file: string): IconifyFileIndex {
  const raw = scanPrettyPrinted(file) ?? parseWhole(file);
  return { file, icons: resolveIcons(raw.icons, raw.defaults) };
}

interface RawSet {
  icons: Map<string, RawIcon>;
  defaults: { left: number; top: number; width: number; height: number };
}

function scanPrettyPrinted(file: string): RawSet | null {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const chunk = Buffer.allocUnsafe(CHUNK_BYTES);
    const head = Buffer.allocUnsafe(HEAD_BYTES);
    const icons = new Map<string, RawIcon>();
    const defaults = { left: 0, top: 0, width: 16, height: 16 };
    let section = '';
    let current: RawIcon | null = null;
    let lineStart = 0;
    let headLength = 0;
    let lastByte = 0;
    let position = 0;
    let firstLine = true;

    const endLine = (lineEnd: number): boolean => {
      const text = head.toString('latin1', 0, headLength);
      if (firstLine) {
        firstLine = false;
        if (text !== '{') return false;
      }
      const sectionMatch = SECTION_LINE.exec(text);
      if (sectionMatch) {
        section = sectionMatch[1] ?? '';
        current = null;
        return true;
      }
      const topNumber = TOP_NUMBER_LINE.exec(text);
      if (topNumber) {
        defaults[topNumber[1] as keyof typeof defaults] = Number(topNumber[2]);
        return true;
      }
      if (section !== 'icons' && section !== 'aliases') return true;
      const key = ICON_KEY_LINE.exec(text);
      if (key) {
        current = {};
        icons.set(key[1] ?? '', current);
        return true;
      }
      if (!current) return true;
      const icon: RawIcon = current;
      if (text.startsWith(BODY_LINE_PREFIX)) {
        icon.bodyStart = lineStart + BODY_LINE_PREFIX.length;
        icon.bodyEnd = lastByte === 0x2c ? lineEnd - 1 : lineEnd;
        return true;
      }
      const prop = PROP_NUMBER_LINE.exec(text);
      if (prop) icon[prop[1] as 'width' | 'height' | 'left' | 'top'] = Number(prop[2]);
      const parent = PROP_PARENT_LINE.exec(text);
      if (parent) icon.parent = parent[1];
      if (PROP_HFLIP_LINE.test(text)) icon.hFlip = true;
      return true;
    };

    while (position < size) {
      const got = fs.readSync(fd, chunk, 0, CHUNK_BYTES, position);
      if (got === 0) break;
      let from = 0;
      while (from < got) {
        const newline = chunk.indexOf(0x0a, from);
        const stop = newline === -1 || newline >= got ? got : newline;
        if (headLength < HEAD_BYTES) {
          const take = Math.min(HEAD_BYTES - headLength, stop - from);
          chunk.copy(head, headLength, from, from + take);
          headLength += take;
        }
        if (stop > from) lastByte = chunk[stop - 1] ?? 0;
        if (stop === got) break;
        if (!endLine(position + stop)) return null;
        lineStart = position + stop + 1;
        headLength = 0;
        lastByte = 0;
        from = stop + 1;
      }
      position += got;
    }
    if (headLength > 0 && !endLine(size)) return null;
    const bodies = [...icons.values()].filter((icon) => icon.bodyStart !== undefined).length;
    return bodies > 0 ? { icons, defaults } : null;
  } finally {
    fs.closeSync(fd);
  }
}

interface IconifyJson {
  icons: Record<string, { body: string; left?: number; top?: number; width?: number; height?: number; hFlip?: boolean }>;
  aliases?: Record<string, { parent: string; hFlip?: boolean }>;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

/** Slow path for a file not laid out as expected: bodies stay in memory. */
function parseWhole(file: string): RawSet {
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as IconifyJson;
  const icons = new Map<string, RawIcon>();
  for (const [name, icon] of Object.entries(json.icons)) {
    icons.set(name, { bodyStart: -1, bodyEnd: -1, body: icon.body, left: icon.left, top: icon.top, width: icon.width, height: icon.height, hFlip: icon.hFlip });
  }
  for (const [name, alias] of Object.entries(json.aliases ?? {})) icons.set(name, { parent: alias.parent, hFlip: alias.hFlip });
  return { icons, defaults: { left: json.left ?? 0, top: json.top ?? 0, width: json.width ?? 16, height: json.height ?? 16 } };
}

function resolveIcons(raw: Map<string, RawIcon>, defaults: RawSet['defaults']): Map<string, IconEntry> {
  const resolved = new Map<string, IconEntry>();
  for (const [name, start] of raw) {
    let icon: RawIcon | undefined = start;
    let hFlip = false;
    // Aliases point at a parent (at most a few hops); flips accumulate along the way.
    for (let hops = 0; icon && icon.bodyStart === undefined && hops < 8; hops++) {
      hFlip = hFlip !== (icon.hFlip ?? false);
      icon = icon.parent === undefined ? undefined : raw.get(icon.parent);
    }
    if (!icon || icon.bodyStart === undefined || icon.bodyEnd === undefined) continue;
    resolved.set(name, {
      bodyStart: icon.bodyStart,
      bodyEnd: icon.bodyEnd,
      left: icon.left ?? defaults.left,
      top: icon.top ?? defaults.top,
      width: icon.width ?? defaults.width,
      height: icon.height ?? defaults.height,
      hFlip: hFlip !== (icon.hFlip ?? false),
      ...(icon.body === undefined ? {} : { body: icon.body }),
    });
  }
  return resolved;
}

/** Reads one icon body from disk (a few kB to 400 kB). */
export function readIconBody(index: IconifyFileIndex, name: string): string | null {
  const entry = index.icons.get(name);
  if (!entry) return null;
  if (entry.body !== undefined) return entry.body;
  const bytes = Buffer.allocUnsafe(entry.bodyEnd - entry.bodyStart);
  const fd = fs.openSync(index.file, 'r');
  try {
    fs.readSync(fd, bytes, 0, bytes.length, entry.bodyStart);
  } finally {
    fs.closeSync(fd);
  }
  const body: unknown = JSON.parse(bytes.toString('utf8'));
  return typeof body === 'string' ? body : null;
}

