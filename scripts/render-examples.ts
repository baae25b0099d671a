/**
 * Renders the landing-page example thumbnails (shared/examples.ts) as the
 * product makes them (the title and brief read, their subjects and topic
 * scene, the layout pass: scripts/lib/mgx3-local.ts) and writes, per example,
 * into client/public/examples/:
 *   {id}-480.avif  {id}-480.webp  {id}-960.avif  {id}-960.webp  {id}-480.jpg
 * The files are committed (they are build inputs), so everything here is
 * deterministic: same engine + same sharp/libvips build ⇒ same bytes. Files
 * whose bytes did not change are not rewritten; stale example files (an id
 * that was removed) are deleted.
 *
 * An example with a `person` has our drawn person (scripts/examples/*.svg) in
 * place of the pictograms, placed as a « Moi » portrait: the DigitalMe and Face
 * Swap tabs never show a real person's photo.
 *
 * Run: npm run landing:examples [-- --designs]
 *   --designs  also print each layout (palette, accent, lines, shapes): handy
 *              to keep the `alt` texts truthful after changing a seed.
 * An example whose drawn subjects or scene no longer match its `drawn` list is
 * reported: its `alt` describes something else now, re-read and rewrite it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, realpathSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { EXAMPLE_HEIGHTS, EXAMPLE_VARIANTS, EXAMPLES, exampleSrc } from '../shared/examples';
import type { Example, ExamplePerson, ExampleFormat, ExampleWidth } from '../shared/examples';
import { decodeImage, makeWayOnServer, serverMeasurer } from '../server/engine/index';
import { headlineOf, type Design } from '../shared/engine/model/design';
import type { LoadedImage } from '../shared/engine/render/canvas';
import { layoutDesign } from '../shared/engine/layout/layout';
import { planComposition } from '../server/studio/compose-plan';
import { subjectIcon } from '../server/studio/instruction';
import { readInstruction } from '../server/reader/instruction/instruction';
import { pictoImages } from '../server/engine/pictos';
import { pictogramSvg } from '../server/pictograms/library';
import { applyOperations } from '../shared/engine/model/operations';
import { placedBy } from '../shared/engine/layout/make-way';
import { restyleDesign } from '../shared/engine/layout/restyle';
import { designFor, drawDesign, madeDesign } from './lib/mgx3-local';

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const DEFAULT_OUT_DIR = path.resolve(HERE, '..', 'client', 'public', 'examples');

/** Our drawn people (SVG sources beside this script) and where each face is, in the SVG's units. */
const PEOPLE: Readonly<Record<ExamplePerson, { file: string; asset: string; face: { x: number; y: number; w: number; h: number } }>> = {
  createur: { file: 'createur.svg', asset: '00000000-0000-4000-8000-0000000e0001', face: { x: 200, y: 178, w: 200, h: 250 } },
  'star-avant': { file: 'star-avant.svg', asset: '00000000-0000-4000-8000-0000000e0002', face: { x: 200, y: 170, w: 200, h: 256 } },
  'star-apres': { file: 'star-apres.svg', asset: '00000000-0000-4000-8000-0000000e0003', face: { x: 200, y: 178, w: 200, h: 250 } },
};
/** The people are rasterised at this scale of their 600×760 drawing: sharp at the size the layout gives a bust. */
const PERSON_SCALE = 1.5;

/** Soft budgets (bytes) per file, from the landing page's weight target; exceeding one prints a warning. */
export const SIZE_BUDGETS: Readonly<Record<`${ExampleWidth}.${ExampleFormat}`, number>> = {
  '480.avif': 25_000,
  '960.avif': 60_000,
  '480.webp': 35_000,
  '960.webp': 90_000,
  '480.jpg': 45_000,
  '960.jpg': 120_000, // not generated today
};
export const FOLDER_BUDGET = 2_000_000;

/*
 * Encoder settings. Every option that influences the bytes is spelled out
 * rather than left to sharp's defaults, so a sharp upgrade that changes a
 * default shows up as a diff in this file rather than as silent churn.
 */
const AVIF = { quality: 50, effort: 4, chromaSubsampling: '4:4:4', bitdepth: 8, lossless: false } as const;
const WEBP = { quality: 72, effort: 6, smartSubsample: true, nearLossless: false, lossless: false, alphaQuality: 100 } as const;
const JPEG = { quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' } as const;

export interface ExampleFile {
  id: string;
  /** File name inside the output folder, e.g. « hero-journee-abidjan-480.avif ». */
  name: string;
  width: ExampleWidth;
  format: ExampleFormat;
  data: Buffer;
}

export interface RenderedExample {
  example: Example;
  design: Design;
  files: ExampleFile[];
}

/** The file name of one variant, derived from the public URL so both can never disagree. */
export function exampleFileName(id: string, width: ExampleWidth, format: ExampleFormat): string {
  return path.posix.basename(exampleSrc(id, width, format));
}

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Throws on duplicate or non-slug ids: they become committed file names and URLs. */
export function validateExamples(examples: readonly Example[]): void {
  const seen = new Set<string>();
  for (const example of examples) {
    if (!ID_PATTERN.test(example.id)) throw new Error(`render-examples: id « ${example.id} » must be a lowercase ASCII slug`);
    if (seen.has(example.id)) throw new Error(`render-examples: duplicate id « ${example.id} »`);
    if (!Number.isInteger(example.seed) || example.seed < 0 || example.seed > 0xffffffff) {
      throw new Error(`render-examples: seed of « ${example.id} » must be a uint32`);
    }
    if (example.alt.trim().length < 40) throw new Error(`render-examples: alt of « ${example.id} » should describe the image`);
    seen.add(example.id);
  }
}

export async function encode(rgba: Buffer, width: ExampleWidth, format: ExampleFormat): Promise<Buffer> {
  // Same input handling as the engine's encoder: the canvas bytes are opaque
  // premultiplied RGBA, so dropping alpha is exact. No withMetadata/keepMetadata:
  // sharp writes no EXIF/XMP/ICC, and an untagged image is treated as sRGB.
  const resized = sharp(rgba, { raw: { width: 1280, height: 720, channels: 4 } })
    .removeAlpha()
    .toColourspace('srgb')
    .resize(width, EXAMPLE_HEIGHTS[width], { fit: 'fill', kernel: 'lanczos3' });
  switch (format) {
    case 'avif':
      return resized.avif(AVIF).toBuffer();
    case 'webp':
      return resized.webp(WEBP).toBuffer();
    case 'jpg':
      return resized.jpeg(JPEG).toBuffer();
  }
}

async function personImage(person: ExamplePerson): Promise<{ asset: string; image: LoadedImage; width: number; height: number; face: { x: number; y: number; w: number; h: number } }> {
  const { file, asset, face } = PEOPLE[person];
  const png = await sharp(readFileSync(path.join(HERE, 'examples', file)), { density: 72 * PERSON_SCALE }).png().toBuffer();
  const image = await decodeImage(png);
  const k = image.width / 600;
  return { asset, image, width: image.width, height: image.height, face: { x: face.x * k, y: face.y * k, w: face.w * k, h: face.h * k } };
}

/**
 * The design of one example, as the worker makes it: the title and brief read into subjects, hints
 * and topic, laid out, then the layout pass. A drawn person takes the pictograms' place as a « Moi »
 * portrait does (server/studio/jobs/compose.ts), keeping the topic the reading found.
 */
export async function exampleDesign(example: Example): Promise<{ design: Design; images: Map<string, LoadedImage> }> {
  if (example.instruction) return instructed(await madeDesign(example.title, example.style, example.seed, example.prompt), example.instruction, example.prompt);
  if (!example.person) return { design: await madeDesign(example.title, example.style, example.seed, example.prompt), images: new Map() };
  const person = await personImage(example.person);
  const plan = planComposition({ title: example.title, prompt: example.prompt });
  const read = designFor(example.title, example.style, example.seed, example.prompt);
  const subject = { kind: 'image' as const, asset: person.asset, width: person.width, height: person.height, face: person.face, cutout: true, me: true };
  const laid = layoutDesign(serverMeasurer(), { title: plan.headline, prompt: example.prompt, style: example.style, seed: example.seed, subjects: [subject], hints: plan.hints, reaction: plan.reaction, tag: plan.tag, topic: read.topic?.id ?? null });
  const images = new Map([[person.asset, person.image]]);
  return { design: makeWayOnServer(laid, images), images };
}

const personOf = (asset: string): string => Object.entries(PEOPLE).find(([, p]) => p.asset === asset)?.[0] ?? asset;

/**
 * A made design after a French instruction, as « Décrire une modification » saves it (server/studio/
 * instruction.ts then modify.ts): read, applied, then the layout pass with what the words placed kept.
 * Throws when a word of it is not understood or refused: the landing page's bar shows it whole.
 */
async function instructed(design: Design, instruction: string, prompt: string): Promise<{ design: Design; images: Map<string, LoadedImage> }> {
  const reading = readInstruction(instruction, design, { subjectIcon });
  if (reading.ignored.length > 0 || reading.needsPixels.length > 0) throw new Error(`render-examples: « ${instruction} » is not wholly understood: ${[...reading.ignored, ...reading.needsPixels.map((n) => n.text)].join(' · ')}`);
  const measurer = serverMeasurer();
  const result = applyOperations({ measurer, restyle: (d, style) => restyleDesign(measurer, d, style, prompt) }, design, reading.ops);
  if (result.refused.length > 0) throw new Error(`render-examples: « ${instruction} » refused: ${result.refused.map((r) => r.reason).join(' · ')}`);
  const images = await pictoImages(result.design, pictogramSvg);
  return { design: makeWayOnServer(result.design, images, placedBy(reading.ops, design, result.design), 'instruction'), images: new Map() };
}

/** What an example's picture shows, in the terms of its `drawn` list: subject pictograms, the person, the scene. */
export function drawnIn(design: Design): string[] {
  const subjects = design.layers.flatMap((l) => (l.type === 'picto' && l.role === 'subject' ? [l.icon] : l.type === 'image' && l.role === 'subject' ? [`personne:${personOf(l.asset)}`] : []));
  return design.topic ? [...subjects, `scene:${design.topic.scene}`] : subjects;
}

/** Render one example and encode all its variants, in memory (no file system access but the drawn people's sources). */
export async function renderExample(example: Example): Promise<RenderedExample> {
  const { design, images } = await exampleDesign(example);
  const { rgba } = await drawDesign(design, 1, images);
  const files = await Promise.all(
    EXAMPLE_VARIANTS.map(async ({ width, format }) => ({
      id: example.id,
      name: exampleFileName(example.id, width, format),
      width,
      format,
      data: await encode(rgba, width, format),
    })),
  );
  return { example, design, files };
}

export interface RenderExamplesOptions {
  /** Defaults to client/public/examples/. */
  outDir?: string;
  /** Defaults to every entry of EXAMPLES. */
  examples?: readonly Example[];
  /** Delete example-looking files no longer produced. Defaults to true when rendering all EXAMPLES. */
  prune?: boolean;
}

export interface RenderExamplesResult {
  outDir: string;
  rendered: RenderedExample[];
  /** Names of the files whose bytes changed (or were created). */
  written: string[];
  /** Names of stale files that were deleted. */
  removed: string[];
}

const GENERATED_NAME = /^[a-z0-9-]+-(?:480|960)\.(?:avif|webp|jpg)$/;

/** Render every example and write its files into outDir. */
export async function renderExamples(options: RenderExamplesOptions = {}): Promise<RenderExamplesResult> {
  const outDir = options.outDir ?? DEFAULT_OUT_DIR;
  const examples = options.examples ?? EXAMPLES;
  const prune = options.prune ?? options.examples === undefined;
  validateExamples(examples);
  mkdirSync(outDir, { recursive: true });

  const rendered: RenderedExample[] = [];
  const written: string[] = [];
  for (const example of examples) {
    const result = await renderExample(example);
    rendered.push(result);
    for (const file of result.files) {
      const target = path.join(outDir, file.name);
      if (sameBytes(target, file.data)) continue;
      writeFileSync(target, file.data);
      written.push(file.name);
    }
  }

  const removed: string[] = [];
  if (prune) {
    const expected = new Set(rendered.flatMap((r) => r.files.map((f) => f.name)));
    for (const name of readdirSync(outDir).sort()) {
      if (GENERATED_NAME.test(name) && !expected.has(name)) {
        unlinkSync(path.join(outDir, name));
        removed.push(name);
      }
    }
  }
  return { outDir, rendered, written, removed };
}

function sameBytes(file: string, data: Buffer): boolean {
  try {
    return readFileSync(file).equals(data);
  } catch {
    return false;
  }
}

function kb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** Plain-text size table: one row per example, one column per variant, totals last. */
export function sizeTable(result: RenderExamplesResult): string {
  const columns = EXAMPLE_VARIANTS.map(({ width, format }) => ({ key: `${width}.${format}` as const, label: `${width} ${format}` }));
  const idWidth = Math.max(7, ...result.rendered.map((r) => r.example.id.length));
  const cell = (s: string): string => s.padStart(11);
  const lines = [`${'example'.padEnd(idWidth)}${columns.map((c) => cell(c.label)).join('')}${cell('total')}`];
  const totals = columns.map(() => 0);
  const warnings: string[] = [];
  for (const { example, files } of result.rendered) {
    let rowTotal = 0;
    const cells = columns.map((c, i) => {
      const file = files.find((f) => `${f.width}.${f.format}` === c.key);
      const bytes = file?.data.length ?? 0;
      totals[i] = (totals[i] ?? 0) + bytes;
      rowTotal += bytes;
      const over = bytes > SIZE_BUDGETS[c.key];
      if (over) warnings.push(`⚠ ${file?.name}: ${kb(bytes)} > budget ${kb(SIZE_BUDGETS[c.key])}`);
      return cell(`${over ? '!' : ''}${kb(bytes)}`);
    });
    lines.push(`${example.id.padEnd(idWidth)}${cells.join('')}${cell(kb(rowTotal))}`);
  }
  const n = Math.max(1, result.rendered.length);
  lines.push('-'.repeat(idWidth + 11 * (columns.length + 1)));
  lines.push(`${'total'.padEnd(idWidth)}${totals.map((t) => cell(kb(t))).join('')}${cell(kb(totals.reduce((a, b) => a + b, 0)))}`);
  lines.push(`${'average'.padEnd(idWidth)}${totals.map((t) => cell(kb(t / n))).join('')}`);
  const folderBytes = readdirSync(result.outDir)
    .map((name) => statSync(path.join(result.outDir, name)))
    .filter((s) => s.isFile())
    .reduce((sum, s) => sum + s.size, 0);
  lines.push('');
  lines.push(`${path.relative(process.cwd(), result.outDir) || '.'}: ${kb(folderBytes)} in all (budget ${kb(FOLDER_BUDGET)})`);
  if (folderBytes > FOLDER_BUDGET) warnings.push(`⚠ folder ${kb(folderBytes)} > budget ${kb(FOLDER_BUDGET)}`);
  return [...lines, ...warnings].join('\n');
}

/** One line per example: what the engine drew, to check the `alt` texts against. */
export function designSummary(rendered: readonly RenderedExample[]): string {
  return rendered
    .map(({ example, design }) => {
      const shapes = design.layers
        .filter((l) => l.type === 'shape')
        .map((s) => `${s.shape}${'fill' in s && s.fill ? `:fill ${s.fill}` : 'stroke' in s && s.stroke ? `:stroke ${s.stroke}` : ''}`)
        .join(', ');
      const h = headlineOf(design);
      return `${example.id} [${example.style} #${example.seed}] bg ${design.background.colors.join('→')} · text ${h?.fill} accent ${h?.highlight.color} on « ${h?.highlight.words.join(', ')} » · ${JSON.stringify(h?.lines)} · ${shapes} · drawn ${drawnIn(design).join(', ') || 'nothing'}`;
    })
    .join('\n');
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** A short fingerprint of every file, to compare two runs at a glance. */
export function fingerprint(rendered: readonly RenderedExample[]): string {
  return sha256(Buffer.from(rendered.flatMap((r) => r.files.map((f) => `${f.name} ${sha256(f.data)}\n`)).join(''))).slice(0, 16);
}

function invokedDirectly(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(entry)).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  const started = performance.now();
  const result = await renderExamples();
  console.log(sizeTable(result));
  for (const { example, design } of result.rendered) {
    const drawn = drawnIn(design);
    if (drawn.join(' ') !== example.drawn.join(' ')) console.log(`⚠ ${example.id} now draws ${drawn.join(', ') || 'no subject'} (its alt was written for ${example.drawn.join(', ') || 'none'}): re-read the picture, rewrite its alt and its drawn list`);
  }
  if (process.argv.includes('--designs')) console.log(`\n${designSummary(result.rendered)}`);
  console.log(
    `\n${result.rendered.length} examples, ${result.written.length} file(s) written, ${result.removed.length} stale file(s) removed` +
      `${result.removed.length > 0 ? ` (${result.removed.join(', ')})` : ''}; fingerprint ${fingerprint(result.rendered)}; ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
