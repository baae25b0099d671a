// Every model file shipped under models/ is listed in models/README.md with where it came from, its
// sha256 and its licence file: a file replaced by hand, or listed without its licence, fails here.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '..', '..');
const models = path.join(root, 'models');
const readme = readFileSync(path.join(models, 'README.md'), 'utf8');
const rows = [...readme.matchAll(/^\| `([^`]+)` \|.*\| `([0-9a-f]{64})` \| (.+) \|$/gm)].map(([, file, sha, licence]) => ({ file: file!, sha: sha!, licence: licence! }));

describe('models/README.md', () => {
  it('lists every model file on disk', () => {
    const onDisk = readdirSync(models, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile() && d.name !== 'README.md')
      .map((d) => path.relative(models, path.join(d.parentPath, d.name)))
      .sort();
    expect(rows.map((r) => r.file).sort()).toEqual(onDisk);
  });

  it.each(rows)('$file matches its sha256 and names a licence file that exists', ({ file, sha, licence }) => {
    expect(createHash('sha256').update(readFileSync(path.join(models, file))).digest('hex')).toBe(sha);
    const named = licence === 'same' ? rows[rows.findIndex((r) => r.file === file) - 1]!.licence : licence;
    const licenceFile = /`(licenses\/[^`]+)`/.exec(named)?.[1];
    expect(licenceFile && existsSync(path.join(root, licenceFile))).toBe(true);
  });
});
