import { beforeAll, describe, expect, it } from 'vitest';
import { headlineOf } from '../../shared/engine/model/design';
import { ThumbnailExport } from '../../server/studio/export.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { ThumbnailVersion } from '../../server/studio/version.entity';
import { appCodeOf, waitForFinalStatus, type Harness, useHarness } from './harness';

/**
 * A history a person can manage (issue 14): search by title without regard to accents or case,
 * filters by style, day and exports, stable pages; rename; versions restored for free; a free
 * « Dupliquer »; deletion of the thumbnails with every row and file they had, never someone else's.
 */
const h = useHarness();

type User = Awaited<ReturnType<Harness['newUser']>>;

/** History rows written directly (no render): the search and filters are about rows and dates. */
async function seedRows(user: User, rows: Array<{ title: string; style?: string; at: string; exports?: Array<'4k' | 'story' | 'square'>; failedExport?: 'story' }>) {
  const em = h.services.orm.em.fork();
  const ids: Record<string, string> = {};
  for (const row of rows) {
    const t = em.create(Thumbnail, { user: user.userId, title: row.title, prompt: '', style: row.style ?? 'pro', seed: 1, status: 'ready', createdAt: new Date(row.at) });
    for (const format of row.exports ?? []) em.create(ThumbnailExport, { user: user.userId, thumbnail: t.id, format, revision: 0, status: 'ready', key: null });
    if (row.failedExport) em.create(ThumbnailExport, { user: user.userId, thumbnail: t.id, format: row.failedExport, revision: 0, status: 'failed' });
    ids[row.title] = t.id;
  }
  await em.flush();
  return ids;
}

/** Titles of the whole filtered history, page after page. */
async function titles(user: User, filters: Record<string, unknown> = {}, limit = 50): Promise<string[]> {
  const out: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Array<{ title: string }>; nextCursor: string | null } = await user.as().studio.history({ limit, cursor, ...filters });
    out.push(...page.items.map((t) => t.title));
    cursor = page.nextCursor;
  } while (cursor);
  return out;
}

/** The French messages of a refused input (what the studio shows under the field). */
async function messagesOf(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (err) {
    const cause = (err as { cause?: { issues?: Array<{ message: string }> } }).cause;
    return (cause?.issues ?? []).map((i) => i.message);
  }
  throw new Error('expected the call to fail');
}

async function fileStatus(user: User, url: string): Promise<number> {
  const res = await fetch(`${await h.http()}${url}`, { headers: { cookie: `ml_at=${user.accessToken}` } });
  await res.arrayBuffer();
  return res.status;
}

async function readyThumbnail(user: User, title: string) {
  const t = await user.as().studio.generate({ title, prompt: '', style: 'pro' });
  expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
  return user.as().studio.get({ id: t.id });
}

describe('searching and filtering the history', () => {
  let user: User;
  beforeAll(async () => {
    user = await h.newUser('Mariama Search');
    await seedRows(user, [
      { title: 'Été à Saint-Louis', style: 'vlog', at: '2026-11-01T09:00:00Z', exports: ['story'] },
      { title: 'ETE au Sénégal', style: 'pro', at: '2026-11-02T23:59:59Z' },
      { title: 'Recette du thiéboudienne', style: 'vlog', at: '2026-11-03T00:00:00Z', exports: ['square', '4k'] },
      { title: '100% réussite au bac', style: 'actu', at: '2026-11-04T12:00:00Z', failedExport: 'story' },
      { title: 'Cœur de Dakar', style: 'gaming', at: '2026-11-05T12:00:00Z' },
    ]);
    // Someone else's thumbnail with the same words never shows.
    await seedRows(await h.newUser('Autre Personne'), [{ title: 'Été à Saint-Louis (autre)', at: '2026-11-01T10:00:00Z', exports: ['story'] }]);
  });

  it('finds titles whatever their accents and case, every word counting', async () => {
    expect(await titles(user, { q: 'ete' })).toEqual(['ETE au Sénégal', 'Été à Saint-Louis']);
    expect(await titles(user, { q: 'ÉTÉ' })).toEqual(['ETE au Sénégal', 'Été à Saint-Louis']);
    expect(await titles(user, { q: 'thieboudienne' })).toEqual(['Recette du thiéboudienne']);
    expect(await titles(user, { q: 'senegal ete' })).toEqual(['ETE au Sénégal']);
    expect(await titles(user, { q: 'coeur' })).toEqual(['Cœur de Dakar']);
    // A percent sign is a character, not « anything ».
    expect(await titles(user, { q: '100%' })).toEqual(['100% réussite au bac']);
    expect(await titles(user, { q: '%' })).toEqual(['100% réussite au bac']);
    expect(await titles(user, { q: 'introuvable' })).toEqual([]);
    expect(await titles(user, { q: '   ' })).toHaveLength(5);
  });

  it('filters by style, by Dakar days and by exports made (ready ones only)', async () => {
    expect(await titles(user, { style: 'vlog' })).toEqual(['Recette du thiéboudienne', 'Été à Saint-Louis']);
    // Both ends are whole days in Africa/Dakar (UTC): 23:59:59 on the 2nd is in, midnight on the 3rd is out.
    expect(await titles(user, { from: '2026-11-02', to: '2026-11-02' })).toEqual(['ETE au Sénégal']);
    expect(await titles(user, { from: '2026-11-03' })).toEqual(['Cœur de Dakar', '100% réussite au bac', 'Recette du thiéboudienne']);
    expect(await titles(user, { to: '2026-11-01' })).toEqual(['Été à Saint-Louis']);
    expect(await titles(user, { exports: ['story'] })).toEqual(['Été à Saint-Louis']);
    expect(await titles(user, { exports: ['4k', 'story'] })).toEqual(['Recette du thiéboudienne', 'Été à Saint-Louis']);
    expect(await titles(user, { exports: ['square'], style: 'vlog', q: 'recette' })).toEqual(['Recette du thiéboudienne']);
    expect(await messagesOf(user.as().studio.history({ from: '2026-11-05', to: '2026-11-01' }))).toEqual(['La date de fin précède la date de début.']);
    expect(await appCodeOf(user.as().studio.history({ from: '5 novembre' }))).toBe('VALIDATION');
  });

  it('pages stay stable: every thumbnail once, in order, even when a new one arrives between pages', async () => {
    const all = await titles(user);
    expect(await titles(user, {}, 2)).toEqual(all);
    expect(await titles(user, { q: 'e' }, 1)).toEqual(await titles(user, { q: 'e' }));
    const first = await user.as().studio.history({ limit: 2 });
    await seedRows(user, [{ title: 'Toute nouvelle', at: new Date().toISOString() }]);
    const rest = await titles(user, {}, 50).then((t) => t.filter((x) => x !== 'Toute nouvelle'));
    const second = await user.as().studio.history({ limit: 10, cursor: first.nextCursor });
    expect([...first.items, ...second.items].map((t) => t.title)).toEqual(rest);
  });
});

describe('renaming', () => {
  it('renames within the title bounds, with French refusals, and only the owner can', async () => {
    const user = await h.newUser('Fatou Rename');
    const { 'Ancien nom': id } = await seedRows(user, [{ title: 'Ancien nom', at: '2026-11-10T10:00:00Z' }]);
    const renamed = await user.as().studio.rename({ id: id!, title: '  Nouveau nom à Thiès  ' });
    expect(renamed.title).toBe('Nouveau nom à Thiès');
    expect(await titles(user, { q: 'thies' })).toEqual(['Nouveau nom à Thiès']);
    expect(await messagesOf(user.as().studio.rename({ id: id!, title: '   ' }))).toEqual(['Le titre ne peut pas être vide.']);
    expect(await messagesOf(user.as().studio.rename({ id: id!, title: 'x'.repeat(141) }))).toEqual(['Le titre ne peut pas dépasser 140 caractères.']);
    const other = await h.newUser('Curieuse');
    expect(await appCodeOf(other.as().studio.rename({ id: id!, title: 'Volé' }))).toBe('NOT_FOUND');
    expect((await user.as().studio.get({ id: id! })).title).toBe('Nouveau nom à Thiès');
  });
});

describe('versions, duplicate and delete on real renders', () => {
  it('restoring an older version makes a new revision of its design, for free; refused while rendering', async () => {
    const user = await h.newUser('Aïssatou Versions');
    const t = await readyThumbnail(user, 'Mon marché à Dakar');
    const original = t.design!;
    const hl = headlineOf(original)!;
    // A paid edit (5 credits) makes the second version.
    await user.as().studio.modify({ id: t.id, headline: { text: 'Le port de Dakar', words: [], color: hl.highlight.color, dx: 0, dy: 0 } });
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const balance = (await user.as().auth.balance()).credits;
    expect(balance).toBe(15);

    const before = await user.as().studio.versions({ id: t.id });
    expect(before.map((v) => [v.revision, v.kind, v.label, v.current])).toEqual([
      [1, 'modification', 'Modification', true],
      [0, 'generation', 'Génération', false],
    ]);
    // Each version has its own picture, through the owner-only file route.
    expect(await fileStatus(user, before[1]!.previewUrl!)).toBe(200);
    expect(await fileStatus(user, before[1]!.imageUrl!)).toBe(200);
    const other = await h.newUser('Voisin');
    expect(await fileStatus(other, before[1]!.previewUrl!)).toBe(404);
    expect(await fileStatus(user, `/files/thumbnails/${t.id}.webp?revision=7`)).toBe(404);

    const { restored, thumbnail } = await user.as().studio.restoreVersion({ id: t.id, revision: 0 });
    expect(restored).toBe(true);
    expect(thumbnail.revision).toBe(2);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const after = await user.as().studio.get({ id: t.id });
    expect(after.design).toEqual(original);
    expect(headlineOf(after.design!)!.text).toBe(hl.text);
    expect((await user.as().auth.balance()).credits).toBe(balance);
    const versions = await user.as().studio.versions({ id: t.id });
    expect(versions.map((v) => [v.revision, v.kind, v.current])).toEqual([
      [2, 'restore', true],
      [1, 'modification', false],
      [0, 'generation', false],
    ]);
    // Restoring what is shown changes nothing; an unknown version is not found.
    expect((await user.as().studio.restoreVersion({ id: t.id, revision: 2 })).restored).toBe(false);
    expect(await appCodeOf(user.as().studio.restoreVersion({ id: t.id, revision: 9 }))).toBe('NOT_FOUND');
    expect(await appCodeOf(other.as().studio.restoreVersion({ id: t.id, revision: 1 }))).toBe('NOT_FOUND');

    // While a picture is being drawn, nothing is restored.
    await h.services.orm.em.fork().nativeUpdate(Thumbnail, { id: t.id }, { status: 'rendering' });
    expect(await appCodeOf(user.as().studio.restoreVersion({ id: t.id, revision: 1 }))).toBe('NOT_READY');
    await h.services.orm.em.fork().nativeUpdate(Thumbnail, { id: t.id }, { status: 'ready' });
    expect((await user.as().studio.get({ id: t.id })).revision).toBe(2);
  });

  it('« Dupliquer » makes a free copy with the same design, drawn as its own thumbnail', async () => {
    const user = await h.newUser('Ndeye Copie');
    const t = await readyThumbnail(user, 'Top 5 des plages');
    const balance = (await user.as().auth.balance()).credits;
    const copy = await user.as().studio.duplicate({ id: t.id });
    expect(copy.id).not.toBe(t.id);
    expect([copy.title, copy.style, copy.status]).toEqual([t.title, t.style, 'rendering']);
    expect(await waitForFinalStatus(h, copy.id, 30_000)).toBe('ready');
    const ready = await user.as().studio.get({ id: copy.id });
    expect(ready.design).toEqual(t.design);
    expect(await fileStatus(user, ready.imageUrl!)).toBe(200);
    expect((await user.as().auth.balance()).credits).toBe(balance);
    expect((await user.as().studio.versions({ id: copy.id })).map((v) => [v.kind, v.label])).toEqual([['duplicate', 'Copie']]);
    expect((await user.as().studio.history({ limit: 10 })).items.map((i) => i.id)).toEqual([copy.id, t.id]);
    const other = await h.newUser('Copieur');
    expect(await appCodeOf(other.as().studio.duplicate({ id: t.id }))).toBe('NOT_FOUND');
  });

  it('deletes thumbnails with their versions, exports and every file; never another user’s', async () => {
    const user = await h.newUser('Coumba Delete');
    const t = await readyThumbnail(user, 'À supprimer');
    const kept = await readyThumbnail(user, 'À garder');
    const hl = headlineOf(t.design!)!;
    await user.as().studio.modify({ id: t.id, headline: { text: 'Deuxième version', words: [], color: hl.highlight.color, dx: 0, dy: 0 } });
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const exp = await user.as().studio.export({ id: t.id, format: 'square' });
    await waitFor(async () => (await user.as().studio.exports({ id: t.id })).find((e) => e.id === exp.id)?.status === 'ready');
    const em = h.services.orm.em.fork();
    const versions = await em.find(ThumbnailVersion, { thumbnail: t.id });
    const exportRow = await em.findOneOrFail(ThumbnailExport, exp.id);
    const keys = [...versions.flatMap((v) => [v.jpegKey!, v.previewKey!]), exportRow.key!];
    expect(keys).toHaveLength(5);
    for (const key of keys) expect(await h.services.storage.exists(key)).toBe(true);
    const current = await user.as().studio.get({ id: t.id });
    const exportUrl = (await user.as().studio.exports({ id: t.id }))[0]!.downloadUrl!;
    expect(await fileStatus(user, current.imageUrl!)).toBe(200);
    expect(await fileStatus(user, exportUrl)).toBe(200);

    // Someone else asking to delete it deletes nothing, and learns nothing.
    const other = await h.newUser('Malveillant');
    const mine = await seedRows(other, [{ title: 'La mienne', at: '2026-11-10T10:00:00Z' }]);
    expect(await other.as().studio.delete({ ids: [t.id, kept.id, mine['La mienne']!] })).toEqual({ deleted: 1 });
    for (const key of keys) expect(await h.services.storage.exists(key)).toBe(true);
    expect((await user.as().studio.get({ id: t.id })).id).toBe(t.id);

    // A thumbnail being drawn cannot be deleted (nor anything asked with it).
    await h.services.orm.em.fork().nativeUpdate(Thumbnail, { id: kept.id }, { status: 'rendering' });
    expect(await appCodeOf(user.as().studio.delete({ ids: [t.id, kept.id] }))).toBe('STILL_RENDERING');
    await h.services.orm.em.fork().nativeUpdate(Thumbnail, { id: kept.id }, { status: 'ready' });
    expect((await user.as().studio.get({ id: t.id })).id).toBe(t.id);

    expect(await user.as().studio.delete({ ids: [t.id] })).toEqual({ deleted: 1 });
    for (const key of keys) expect(await h.services.storage.exists(key)).toBe(false);
    const fresh = h.services.orm.em.fork();
    expect(await fresh.count(ThumbnailVersion, { thumbnail: t.id })).toBe(0);
    expect(await fresh.count(ThumbnailExport, { thumbnail: t.id })).toBe(0);
    expect(await fileStatus(user, current.imageUrl!)).toBe(404);
    expect(await fileStatus(user, `/files/thumbnails/${t.id}.webp?revision=0`)).toBe(404);
    expect(await fileStatus(user, exportUrl)).toBe(404);
    expect(await appCodeOf(user.as().studio.get({ id: t.id }))).toBe('NOT_FOUND');
    expect((await user.as().studio.history({ limit: 10 })).items.map((i) => i.id)).toEqual([kept.id]);
    // The other thumbnail keeps its files; deleting again finds nothing.
    expect(await fileStatus(user, (await user.as().studio.get({ id: kept.id })).imageUrl!)).toBe(200);
    expect(await user.as().studio.delete({ ids: [t.id] })).toEqual({ deleted: 0 });
    expect(await messagesOf(user.as().studio.delete({ ids: [] }))).toEqual(['Choisissez au moins une miniature à supprimer.']);
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}
