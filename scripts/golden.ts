/**
 * Golden images of the MGX3 engine (cases in tests/golden/cases.ts).
 *
 *   npx tsx scripts/golden.ts            compare every case with its reference (exit 1 on a difference)
 *   npm run golden:update                rewrite the references in tests/golden/refs/ — on purpose only,
 *                                        after checking that the new rendering is the wanted one
 *
 * References are lossless PNG files of the renders halved (see REF_REDUCTION); their total must stay under 3 MB.
 * Unchanged pixels keep their file untouched; references of removed cases are deleted.
 */
import { mkdirSync, readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { serverMeasurer } from '../server/engine/index';
import { compareWithRef, encodePng, GOLDEN_CASES, MAX_REFS_BYTES, REFS_DIR, refPath, renderCase } from '../tests/golden/cases';

const update = process.argv.includes('--update');
const m = serverMeasurer();
let failures = 0;

if (update) mkdirSync(REFS_DIR, { recursive: true });
for (const c of GOLDEN_CASES) {
  const rendered = await renderCase(c, m);
  if (update) {
    const file = refPath(c.name);
    const png = await encodePng(rendered);
    let same = false;
    try {
      // Same pixels as the stored reference: keep its bytes (no churn from encoder versions).
      const old = await sharp(readFileSync(file)).removeAlpha().raw().toBuffer();
      const now = await sharp(png).removeAlpha().raw().toBuffer();
      same = old.equals(now);
    } catch {
      same = false;
    }
    if (!same) writeFileSync(file, png);
    console.log(`${same ? 'inchangé ' : 'écrit    '} ${path.relative(process.cwd(), file)}  ${rendered.width}×${rendered.height}  ${(statSync(file).size / 1024).toFixed(0)} Ko`);
  } else {
    const cmp = await compareWithRef(c.name, rendered);
    if (cmp.failure) {
      failures++;
      console.error(cmp.failure);
    } else {
      console.log(`ok        ${c.name}  ${cmp.diffPixels} pixels différents (${(cmp.share * 100).toFixed(3)} %)`);
    }
  }
}

if (update) {
  const names = new Set(GOLDEN_CASES.map((c) => `${c.name}.png`));
  for (const f of readdirSync(REFS_DIR)) {
    if (f.endsWith('.png') && !names.has(f)) {
      unlinkSync(path.join(REFS_DIR, f));
      console.log(`supprimé  ${f}`);
    }
  }
  const total = readdirSync(REFS_DIR).reduce((s, f) => s + statSync(path.join(REFS_DIR, f)).size, 0);
  console.log(`total ${(total / 1024 / 1024).toFixed(2)} Mo (plafond ${(MAX_REFS_BYTES / 1024 / 1024).toFixed(0)} Mo)`);
  if (total >= MAX_REFS_BYTES) {
    console.error('Les références dépassent 3 Mo : réduisez le nombre de cas ou leur taille.');
    process.exitCode = 1;
  }
} else if (failures > 0) {
  process.exitCode = 1;
}
