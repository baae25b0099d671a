import { useQuery } from '@tanstack/react-query';
import { HERO_FACE_MIN, UPSCALE_FACE_MIN } from '../../../shared/engine/quality/photo-size';
import { fr } from '../../i18n/fr';
import { useTRPC } from '../../lib/trpc';

/**
 * What the small-photo rule makes of the chosen photos (the server reads their stored analyses): asked
 * again every second and a half while a photo just sent is still being analysed.
 */
export function usePhotoSizes(ids: readonly string[], enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.studio.photoSizes.queryOptions({ ids: [...ids] }),
    enabled: enabled && ids.length > 0,
    refetchInterval: (q) => (q.state.data?.items.some((i) => !i.analysed) ? 1500 : false),
  });
}

/** The names of « Mes images », by id (the list « Mes images » already reads). */
export function useImageNames(enabled: boolean): ReadonlyMap<string, string> {
  const trpc = useTRPC();
  const list = useQuery({ ...trpc.images.list.queryOptions({ purpose: 'image' }), enabled });
  return new Map((list.data?.items ?? []).map((i) => [i.id, i.name ?? fr.myImages.unnamed]));
}

/** « « a.jpg » » or « « a.jpg » et « b.jpg » », for the dialog's sentence. */
export function smallPhotoNames(ids: readonly string[], names: ReadonlyMap<string, string>): string {
  const quoted = ids.map((id) => `« ${names.get(id) ?? fr.myImages.unnamed} »`);
  if (quoted.length === 0) return fr.studio.photoSizes.thisPhoto;
  return quoted.length === 1 ? quoted[0]! : `${quoted.slice(0, -1).join(', ')} et ${quoted.at(-1)}`;
}

/** Under « Mes images »: which chosen photo is too small to be the hero, which is enlarged, which is still being looked at. */
export function PhotoSizeNotes(props: { ids: readonly string[] }) {
  const sizes = usePhotoSizes(props.ids, true);
  const names = useImageNames(true);
  const t = fr.studio.photoSizes;
  const items = sizes.data?.items ?? [];
  const name = (id: string) => names.get(id) ?? fr.myImages.unnamed;
  const notes = items.flatMap((i): Array<{ id: string; kind: 'pending' | 'small' | 'upscale'; text: string }> => {
    if (!i.analysed) return [{ id: i.id, kind: 'pending', text: t.pending(name(i.id)) }];
    if (i.size === 'small' && i.faceHeight !== null) return [{ id: i.id, kind: 'small', text: t.small(name(i.id), i.faceHeight, UPSCALE_FACE_MIN) }];
    if (i.size === 'upscale' && i.faceHeight !== null) return [{ id: i.id, kind: 'upscale', text: t.upscale(name(i.id), HERO_FACE_MIN) }];
    return [];
  });
  if (notes.length === 0) return null;
  return (
    <ul className="photo-sizes" aria-live="polite" data-testid="photo-size-notes">
      {notes.map((n) => (
        <li key={n.id} className={n.kind === 'small' ? 'alert alert--warning' : 'muted'} data-kind={n.kind}>
          {n.text}
        </li>
      ))}
    </ul>
  );
}
