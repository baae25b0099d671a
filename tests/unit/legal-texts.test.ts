// The legal texts are Markdown: the version in force states its costs and prices in a list that must
// equal the constants (a price cannot change without a new version), archives are held by their
// sha256, and a freeze writes the day's values in while keeping the identity slots.
import { cpSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeze, sha256, TEXTS_DIR } from '../../scripts/legal-freeze';
import { LEGAL_VERSIONS } from '../../shared/legal';
import { IDENTITY_SLOTS, legalValues, parseLegalText, slotsOf } from '../../shared/legal-template';

const read = (file: string) => readFileSync(path.join(TEXTS_DIR, file), 'utf8');

describe('the legal texts as data', () => {
  it.each(['cgu', 'cgv', 'confidentialite'])('%s in force lists exactly the costs and prices of the constants it names', (slug) => {
    const { values, body } = parseLegalText(read(`${slug}.md`));
    const all = legalValues();
    const named = slotsOf(body).filter((s) => !s.startsWith('bientot.') && !s.startsWith('fonctionnalites.'));
    expect(Object.keys(values).sort()).toEqual(named.sort());
    for (const [key, value] of Object.entries(values)) expect(value, key).toBe(all[key]);
  });

  it('the CGV name every plan and every pack of the catalogue', () => {
    const keys = Object.keys(parseLegalText(read('cgv.md')).values);
    const catalogue = Object.keys(legalValues()).filter((k) => k.startsWith('formule.') || k.startsWith('pack.'));
    expect(keys.filter((k) => k.startsWith('formule.') || k.startsWith('pack.')).sort()).toEqual(catalogue.sort());
  });

  it('each archive is the one its index holds, byte for byte, with no value slot and no configured identity', () => {
    const index = JSON.parse(read('archive/index.json')) as Record<string, string>;
    const files = readdirSync(path.join(TEXTS_DIR, 'archive')).filter((f) => f.endsWith('.md'));
    expect(files.sort()).toEqual(Object.keys(index).sort());
    for (const file of files) {
      const text = read(`archive/${file}`);
      expect(sha256(text), file).toBe(index[file]);
      expect(slotsOf(parseLegalText(text).body), file).toEqual([]);
      expect(text, file).not.toMatch(/\(exemple\)|support@|MiniaLab/);
    }
  });

  it('a freeze writes the version in force as the next archive, its values and marks written in, its identity kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'legal-'));
    cpSync(TEXTS_DIR, dir, { recursive: true });
    const file = freeze('cgv', dir, (f) => f !== 'team');
    expect(file).toBe(`cgv-${LEGAL_VERSIONS.cgv.current.version}.md`);
    const archive = readFileSync(path.join(dir, 'archive', file), 'utf8');
    const { values, body } = parseLegalText(archive);
    expect(values).toEqual(parseLegalText(read('cgv.md')).values);
    expect(slotsOf(body)).toEqual([]);
    expect(body).toContain(`| Starter | ${values['formule.STARTER.prix']}`);
    expect(body).toContain('Comptes équipe (jusqu’à 4 membres) (bientôt disponible)');
    for (const slot of IDENTITY_SLOTS) expect(body).toContain(`{{${slot}}}`);
    const index = JSON.parse(readFileSync(path.join(dir, 'archive', 'index.json'), 'utf8')) as Record<string, string>;
    expect(index[file]).toBe(sha256(archive));
    expect(() => freeze('cgv', dir)).toThrow(/already frozen/);
    expect(read('archive/index.json')).not.toContain(file);
  });
});
