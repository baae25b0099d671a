/**
 * Offline vision bench: model load, analysis of an upload, person cut-out at 1024 px (target ≤ 250 ms
 * after warm-up), and memory over 50 cut-outs (tfjs tensors must stay flat, RSS must level off).
 * Prints figures, never passes or fails on time. Wall times suffer on a shared machine: the report
 * prints the load average and the process CPU time next to them.
 *
 * Run: npx tsx bench/cutout.ts
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { analyseImage, cutOutObject, cutOutPerson } from '../server/vision/cutout';
import { loadObjectModel, loadStats, loadVisionModels } from '../server/vision/models';
import { productOnPlainBackground } from '../tests/fixtures/synthetic-pictures';

const photos = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'photos');
const at1024 = (name: string) => sharp(readFileSync(path.join(photos, name))).resize(1024, 1024, { fit: 'inside' }).jpeg({ quality: 92 }).toBuffer();
const fr = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (bytes: number) => `${fr(bytes / 2 ** 20, 0)} Mo`;

async function timed(n: number, run: () => Promise<unknown>) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await run();
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return `médiane ${fr(median(wall))} ms (processeur ${fr(median(cpu))} ms), min ${fr(Math.min(...wall))} ms, ×${n}`;
}

const loadBefore = loadavg()[0]!;
const started = performance.now();
const models = await loadVisionModels();
const objectModel = await loadObjectModel();
const loadMs = performance.now() - started;
console.log(`Vision hors ligne — ${availableParallelism()} cœurs, charge du système ${fr(loadBefore, 2)}`);
console.log(`  Chargement des modèles (Human + selfie sur WASM, U²-Net-p sur onnxruntime) : ${fr(loadMs)} ms${'error' in objectModel ? ` — U²-Net-p absent : ${objectModel.error}` : ''}`);

const portrait = await at1024('astronaut.png');
const group = await at1024('faceapi-sample2.jpg');
const product = productOnPlainBackground();
// Warm-up: the first call of each model compiles its WASM kernels.
const analysedPortrait = await analyseImage(portrait);
const analysedGroup = await analyseImage(group);
await cutOutPerson(portrait, analysedPortrait);
await analyseImage(product);

console.log(`  Analyse d'une photo avec visage (1024 px) : ${await timed(10, () => analyseImage(portrait))}`);
console.log(`  Analyse d'une image sans personne (U²-Net-p en plus) : ${await timed(5, () => analyseImage(product))}`);
console.log(`  Détourage portrait 1024×1024 (analyse fournie) : ${await timed(10, () => cutOutPerson(portrait, analysedPortrait))} — objectif ≤ 250 ms`);
console.log(`  Détourage groupe 1024×725 (analyse fournie) : ${await timed(10, () => cutOutPerson(group, analysedGroup))}`);
console.log(`  Détourage portrait sans analyse fournie (détection refaite) : ${await timed(5, () => cutOutPerson(portrait))}`);
console.log(`  Détourage objet 1200×1200 : ${await timed(3, () => cutOutObject(product))}`);

const tensorsBefore = models.tf.memory().numTensors;
const memory: Record<number, number> = {};
for (let i = 1; i <= 50; i++) {
  await cutOutPerson(i % 2 ? portrait : group, i % 2 ? analysedPortrait : analysedGroup);
  if (i === 10 || i === 50) {
    (globalThis as { gc?: () => void }).gc?.();
    memory[i] = process.memoryUsage().rss;
  }
}
const tensorsAfter = models.tf.memory().numTensors;
console.log(`  Mémoire : RSS ${mb(memory[10]!)} après 10 détourages, ${mb(memory[50]!)} après 50 ; tenseurs tfjs ${tensorsBefore} avant, ${tensorsAfter} après 50`);
console.log(`  Chargements des modèles dans ce processus : ${loadStats.loads} ; charge du système ${fr(loadavg()[0]!, 2)} à la fin`);
