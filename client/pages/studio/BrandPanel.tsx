import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { FONT_FAMILIES } from '../../../shared/engine/model/design';
import { BRAND_CORNER_LABELS, BRAND_CORNERS, CHANNEL_MAX, LOGO_SIZE_MAX, LOGO_SIZE_MIN, MAX_BRAND_COLORS, type BrandCorner, type BrandKitDto } from '../../../shared/schemas/brand';
import { FileDrop } from '../../components/FileDrop';
import { loadEngine } from '../../engine/lazy-engine';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { uploadImage } from '../../lib/upload';

const t = fr.brandKit;

/** What the form edits: the saved kit, with the logo as an id and preview. */
type Draft = Omit<BrandKitDto, 'saved'>;

const draftOf = ({ saved: _saved, ...kit }: BrandKitDto): Draft => kit;

/** A new swatch: a colour not yet in the kit, from a short list of strong ones. */
const SUGGESTED = ['#E10600', '#FFD400', '#00B2FF', '#1FBF5F', '#8E44FF', '#FF7A00'];

/** The three corners drawn as a tiny 16:9 frame, the logo's place lit; bottom-right shows the duration, never choosable. */
function CornerIcon(props: { corner: BrandCorner }) {
  const at = { 'top-left': { x: 3, y: 3 }, 'top-right': { x: 21, y: 3 }, 'bottom-left': { x: 3, y: 13 } }[props.corner];
  return (
    <svg className="brand__corner-icon" viewBox="0 0 32 20" width="48" height="30" aria-hidden="true" focusable="false">
      <rect x="0.5" y="0.5" width="31" height="19" rx="2" fill="none" stroke="currentColor" />
      <rect x={at.x} y={at.y} width="8" height="4" rx="1" fill="currentColor" />
      <rect x="22" y="14" width="7" height="3" rx="1" fill="currentColor" opacity="0.35" />
    </svg>
  );
}

/**
 * Each font's name is shown in its own face. The seven families (about 500 KB) are fetched once the
 * list comes near the screen, not with the studio: on a phone it sits far below the form, and most
 * visits never scroll to it. Until then, and while they load, the names show in the page's font.
 */
function useFontsWhenNear(): (el: HTMLElement | null) => void {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!el) return;
    const load = () => void loadEngine().then(({ prepareFonts }) => prepareFonts(FONT_FAMILIES)).catch(() => undefined);
    if (typeof IntersectionObserver === 'undefined') return load();
    const near = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        near.disconnect();
        load();
      },
      { rootMargin: '400px 0px' },
    );
    near.observe(el);
    return () => near.disconnect();
  }, [el]);
  return setEl;
}

/**
 * « Ma marque »: the logo (picked, dropped or pasted, sent through the upload path, shown on a checkerboard so transparency
 * reads, with « Retirer le fond uni »), its corner and size, up to five colours, the headline font
 * (each name shown in its own face), the channel name and the default switch. Saved as a whole.
 */
export function BrandPanel() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const id = useId();
  const kit = useQuery(trpc.brand.get.queryOptions());
  const [draft, setDraft] = useState<Draft | null>(() => (kit.data ? draftOf(kit.data) : null));
  const [dirty, setDirty] = useState(false);
  const [sending, setSending] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'error' | 'info'; text: string; details?: string[] } | null>(null);

  useEffect(() => {
    if (kit.data && !dirty) setDraft(draftOf(kit.data));
  }, [kit.data, dirty]);
  const fontList = useFontsWhenNear();

  const change = (patch: Partial<Draft>) => {
    setDraft((d) => (d ? { ...d, ...patch } : d));
    setDirty(true);
    setNotice(null);
  };

  const save = useMutation(
    trpc.brand.save.mutationOptions({
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.brand.get.queryKey(), saved);
        setDirty(false);
        setDraft(draftOf(saved));
        setNotice({ kind: 'info', text: t.saved });
      },
      onError: (err) => {
        const { message, details } = describeError(err);
        setNotice({ kind: 'error', text: message, details });
      },
    }),
  );
  const clean = useMutation(
    trpc.brand.cleanLogo.mutationOptions({
      onSuccess: (logo) => {
        change({ logo: { id: logo.id, url: logo.url, thumbnailUrl: logo.thumbnailUrl, width: logo.width, height: logo.height, hasAlpha: logo.hasAlpha } });
        void queryClient.invalidateQueries(trpc.images.list.pathFilter());
        setNotice({ kind: 'info', text: t.cleaned });
      },
      onError: (err) => setNotice({ kind: 'error', text: describeError(err).message }),
    }),
  );

  const sendLogo = async (file: File) => {
    setSending(0);
    setNotice(null);
    try {
      const logo = await uploadImage(client, file, { purpose: 'logo', onProgress: setSending });
      change({ logo: { id: logo.id, url: logo.url, thumbnailUrl: logo.thumbnailUrl, width: logo.width, height: logo.height, hasAlpha: logo.hasAlpha } });
      void queryClient.invalidateQueries(trpc.images.list.pathFilter());
    } catch (err) {
      setNotice({ kind: 'error', text: describeError(err).message });
    } finally {
      setSending(null);
    }
  };

  if (kit.error) return <section className="card brand-kit"><p className="alert alert--error" role="alert">{describeError(kit.error).message}</p></section>;
  if (!draft) return <section className="card brand-kit" aria-busy="true"><h2>{t.title}</h2></section>;

  const submit = () =>
    save.mutate({ logoAssetId: draft.logo?.id ?? null, logoCorner: draft.logoCorner, logoSize: draft.logoSize, colors: draft.colors, font: draft.font, channel: draft.channel, enabled: draft.enabled });
  const percent = Math.round(draft.logoSize * 100);

  return (
    <section className="card brand-kit" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <p className="muted">{t.intro}</p>
      <form
        className="brand__form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <fieldset className="brand__group">
          <legend>{t.logo}</legend>
          <div className="brand__logo">
            <div className="brand__checker" role="img" aria-label={draft.logo ? t.logoPreview : t.noLogo}>
              {draft.logo ? <img src={draft.logo.url} alt="" width={draft.logo.width} height={draft.logo.height} /> : <span className="muted">{t.noLogo}</span>}
            </div>
            <div className="brand__logo-actions">
              <FileDrop label={draft.logo ? t.replaceLogo : t.addLogo} accept="image/png,image/jpeg,image/webp" disabled={sending !== null} onFiles={([f]) => f && void sendLogo(f)} />
              {draft.logo ? (
                <>
                  <button type="button" className="btn btn--secondary btn--sm" disabled={clean.isPending || draft.logo.hasAlpha} onClick={() => draft.logo && clean.mutate({ assetId: draft.logo.id })}>
                    {clean.isPending ? t.cleaning : t.cleanLogo}
                  </button>
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => change({ logo: null })}>
                    {t.removeLogo}
                  </button>
                </>
              ) : null}
              <p className="muted">{t.logoHint}</p>
              {sending !== null ? (
                <p>
                  <span>{t.sending}</span> <progress max={1} value={sending} aria-label={t.sending} />
                </p>
              ) : null}
            </div>
          </div>
        </fieldset>

        <fieldset className="brand__group">
          <legend>{t.corner}</legend>
          <p className="muted" id={`${id}-corner-hint`}>{t.cornerHint}</p>
          <div className="brand__corners" aria-describedby={`${id}-corner-hint`}>
            {BRAND_CORNERS.map((corner) => (
              <label key={corner} className="brand__corner" data-checked={draft.logoCorner === corner ? 'true' : 'false'}>
                <input type="radio" className="visually-hidden" name={`${id}-corner`} value={corner} checked={draft.logoCorner === corner} onChange={() => change({ logoCorner: corner })} />
                <CornerIcon corner={corner} />
                <span>{BRAND_CORNER_LABELS[corner]}</span>
              </label>
            ))}
          </div>
          <div className="field">
            <label htmlFor={`${id}-size`}>
              {t.size} : {t.sizeValue(percent)}
            </label>
            <input
              id={`${id}-size`}
              type="range"
              min={Math.round(LOGO_SIZE_MIN * 100)}
              max={Math.round(LOGO_SIZE_MAX * 100)}
              step={1}
              value={percent}
              aria-valuetext={t.sizeValue(percent)}
              onChange={(e) => change({ logoSize: Number(e.currentTarget.value) / 100 })}
            />
          </div>
        </fieldset>

        <fieldset className="brand__group">
          <legend>{t.colors}</legend>
          <p className="muted">{t.colorsHint}</p>
          <ul className="brand__swatches">
            {draft.colors.map((color, i) => (
              <li key={i} className="brand__swatch">
                <label htmlFor={`${id}-color-${i}`} className="visually-hidden">
                  {t.color(i + 1)}
                </label>
                <input id={`${id}-color-${i}`} type="color" value={color.toLowerCase()} onChange={(e) => change({ colors: draft.colors.map((c, j) => (j === i ? e.currentTarget.value.toUpperCase() : c)) })} />
                <button type="button" className="btn btn--ghost btn--sm" aria-label={t.removeColor(i + 1)} onClick={() => change({ colors: draft.colors.filter((_, j) => j !== i) })}>
                  ×
                </button>
              </li>
            ))}
          </ul>
          {draft.colors.length < MAX_BRAND_COLORS ? (
            <button type="button" className="btn btn--secondary btn--sm" onClick={() => change({ colors: [...draft.colors, SUGGESTED.find((c) => !draft.colors.includes(c)) ?? '#FFFFFF'] })}>
              {t.addColor}
            </button>
          ) : null}
        </fieldset>

        <fieldset className="brand__group">
          <legend>{t.font}</legend>
          <div className="brand__fonts" ref={fontList}>
            {[null, ...FONT_FAMILIES].map((family) => (
              <label key={family ?? 'style'} className="brand__font" data-checked={draft.font === family ? 'true' : 'false'}>
                <input type="radio" className="visually-hidden" name={`${id}-font`} checked={draft.font === family} onChange={() => change({ font: family })} />
                <span style={family ? { fontFamily: `"${family}", system-ui, sans-serif` } : undefined}>{family ?? t.fontStyle}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="field">
          <label htmlFor={`${id}-channel`}>{t.channel}</label>
          <input id={`${id}-channel`} type="text" maxLength={CHANNEL_MAX} value={draft.channel} aria-describedby={`${id}-channel-hint`} onChange={(e) => change({ channel: e.currentTarget.value })} />
          <p className="muted" id={`${id}-channel-hint`}>{t.channelHint(CHANNEL_MAX)}</p>
        </div>

        <label className="brand__switch">
          <input type="checkbox" checked={draft.enabled} onChange={(e) => change({ enabled: e.currentTarget.checked })} />
          <span>{t.enabled}</span>
        </label>

        <div className="brand__footer" aria-live="polite">
          <button type="submit" className="btn btn--primary" disabled={save.isPending || sending !== null}>
            {save.isPending ? t.saving : t.save}
          </button>
          {dirty && !notice ? <span className="muted">{t.unsaved}</span> : null}
        </div>
        {notice ? (
          <div className={`alert alert--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            <p>{notice.text}</p>
            {notice.details && notice.details.length > 0 ? (
              <ul>
                {notice.details.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
      </form>
    </section>
  );
}
