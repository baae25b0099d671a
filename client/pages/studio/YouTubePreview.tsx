import * as Dialog from '@radix-ui/react-dialog';
import * as Tabs from '@radix-ui/react-tabs';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { frYoutube as t } from '../../i18n/fr-youtube';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './thumbnail-view';
import { avatarColors, channelInitial, formatDuration, formatViews, parseDuration } from './youtube-preview-format';
import { DialogHead } from '../../components/DialogHead';
import { Link } from 'react-router';
import { EARLY_ACCESS, inEarlyAccess, openOnLabel } from '../../../shared/early-access';
import { paths } from '../../../shared/routes';

type View = 'home' | 'search' | 'mobile';
type Theme = 'light' | 'dark';
const VIEWS: readonly View[] = ['home', 'search', 'mobile'];

/** One picture to show: the current thumbnail, or one variant of its click. */
interface Picture {
  id: string;
  title: string;
  src: string;
  /** The small WebP on a plain screen, the 1280 px JPEG on a dense one: sharp at 360 CSS px either way. */
  srcSet: string;
  alt: string;
  label: string | null;
}

interface Channel {
  name: string;
  logoUrl: string | null;
  initial: string;
  background: string;
  ink: string;
}

/**
 * The variants of the current click when it made several and at least two are ready (they are
 * compared in the same view), else the current thumbnail alone.
 */
function picturesOf(current: ThumbnailView, batch: ReadonlyArray<ThumbnailView | undefined>): Picture[] {
  const shown = (v: ThumbnailView | undefined): v is ThumbnailView => Boolean(v && v.status === 'ready' && v.previewUrl && v.imageUrl);
  const ready = batch.filter(shown);
  const several = ready.length > 1 && ready.some((v) => v.id === current.id);
  const list = several ? ready : [current];
  return list.map((v) => {
    const title = v.title.trim() || t.untitled;
    const n = batch.indexOf(v) + 1;
    return {
      id: v.id,
      title,
      src: v.previewUrl ?? '',
      srcSet: `${v.previewUrl} 480w, ${v.imageUrl} 1280w`,
      alt: several ? t.pictureAltVariant(title, n) : t.pictureAlt(title),
      label: several ? t.variant(n) : null,
    };
  });
}

/** The picture with YouTube's duration badge over its bottom-right corner, where YouTube puts it. */
function Thumb(props: { picture: Picture; duration: string; sizes: string; className: string }) {
  return (
    <div className={`yt-thumb ${props.className}`} data-testid="yt-thumb">
      <img src={props.picture.src} srcSet={props.picture.srcSet} sizes={props.sizes} alt={props.picture.alt} width={1280} height={720} data-testid="yt-picture" />
      <span className="yt-thumb__badge" data-testid="yt-duration">
        <span className="visually-hidden">{t.badgePrefix}</span>
        {props.duration}
      </span>
    </div>
  );
}

function Avatar(props: { channel: Channel; size: 'sm' | 'md' }) {
  const c = props.channel;
  return c.logoUrl ? (
    <img className={`yt-avatar yt-avatar--${props.size}`} src={c.logoUrl} alt="" width={36} height={36} data-testid="yt-avatar" />
  ) : (
    <span className={`yt-avatar yt-avatar--${props.size}`} style={{ background: c.background, color: c.ink }} aria-hidden="true" data-testid="yt-avatar">
      {c.initial}
    </span>
  );
}

/** The three dots of YouTube's video menu: decoration, not a control. */
function Dots() {
  return (
    <svg className="yt-dots" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="5" r="1.8" fill="currentColor" />
      <circle cx="12" cy="12" r="1.8" fill="currentColor" />
      <circle cx="12" cy="19" r="1.8" fill="currentColor" />
    </svg>
  );
}

function Label(props: { picture: Picture }) {
  return props.picture.label ? <p className="yt-label">{props.picture.label}</p> : null;
}

const views = formatViews(t.sampleViews);

/** Home grid on a computer: 360 × 202 pictures in a row (side by side when there are variants). */
function HomeView(props: { pictures: Picture[]; channel: Channel; duration: string }) {
  return (
    <ul className="yt-home">
      {props.pictures.map((p) => (
        <li key={p.id} className="yt-card" data-testid="yt-item">
          <Label picture={p} />
          <Thumb picture={p} duration={props.duration} sizes="360px" className="yt-thumb--desktop" />
          <div className="yt-card__details">
            <Avatar channel={props.channel} size="md" />
            <div className="yt-card__text">
              <h3 className="yt-card__title" title={p.title}>{p.title}</h3>
              <p className="yt-secondary" data-testid="yt-channel">{props.channel.name}</p>
              <p className="yt-secondary">{t.meta(views, t.sampleAge)}</p>
            </div>
            <Dots />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Search results: the picture on the left, the words on its right, one result under the other. */
function SearchView(props: { pictures: Picture[]; channel: Channel; duration: string; description: string }) {
  return (
    <ul className="yt-search">
      {props.pictures.map((p) => (
        <li key={p.id} className="yt-result" data-testid="yt-item">
          <Label picture={p} />
          <div className="yt-result__row">
            <Thumb picture={p} duration={props.duration} sizes="360px" className="yt-thumb--desktop" />
            <div className="yt-result__text">
              <div className="yt-result__head">
                <h3 className="yt-result__title" title={p.title}>{p.title}</h3>
                <Dots />
              </div>
              <p className="yt-small yt-secondary">{t.meta(views, t.sampleAge)}</p>
              <p className="yt-result__channel yt-small yt-secondary">
                <Avatar channel={props.channel} size="sm" />
                <span data-testid="yt-channel">{props.channel.name}</span>
              </p>
              <p className="yt-result__description yt-small yt-secondary">{props.description}</p>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A 375 px phone's feed: pictures the full width of the screen, one under the other. */
function MobileView(props: { pictures: Picture[]; channel: Channel; duration: string }) {
  return (
    <ul className="yt-phone">
      {props.pictures.map((p) => (
        <li key={p.id} className="yt-mcard" data-testid="yt-item">
          <Label picture={p} />
          <Thumb picture={p} duration={props.duration} sizes="(max-width: 375px) 100vw, 375px" className="yt-thumb--mobile" />
          <div className="yt-mcard__details">
            <Avatar channel={props.channel} size="md" />
            <div className="yt-card__text">
              <h3 className="yt-mcard__title" title={p.title}>{p.title}</h3>
              <p className="yt-small yt-secondary">
                <span data-testid="yt-channel">{props.channel.name}</span> · {t.meta(views, t.sampleAge)}
              </p>
            </div>
            <Dots />
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * « Aperçu YouTube »: a button among the preview's actions opening a dialog where the thumbnail (or
 * the variants of its click) is drawn as YouTube will show it, at true CSS size, in the home grid,
 * the search results and a phone's feed, light or dark, with the channel from « Ma marque ». All of
 * YouTube's surroundings are drawn here in HTML and CSS: nothing is asked of YouTube.
 */
/**
 * « Aperçu YouTube »: in early access (shared/early-access.ts), Master and its team open it; anyone
 * else sees what it is and until when it is reserved, with the way to Master.
 */
export function YouTubePreview(props: { thumbnail: ThumbnailView | null; variants: ReadonlyArray<ThumbnailView | undefined> }) {
  const trpc = useTRPC();
  const session = useSession();
  const capabilities = useQuery({ ...trpc.studio.capabilities.queryOptions(), enabled: Boolean(session.data?.user) });
  if (inEarlyAccess('youtube_preview') && !capabilities.data?.earlyAccess) {
    // While the plan is read, nothing: a Master user never sees a false lock.
    if (session.data?.user && !capabilities.data) return null;
    return <EarlyAccessLocked />;
  }
  return <YouTubePreviewDialog {...props} />;
}

function EarlyAccessLocked() {
  const feature = EARLY_ACCESS.find((f) => f.id === 'youtube_preview')!;
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn--ghost" data-testid="youtube-preview-locked">
          {t.open} <span className="soon">{t.masterBadge}</span>
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="yt-early-what">
          <DialogHead title={t.lockedTitle} closeLabel={t.close} />
          <div className="dialog__body">
            <p id="yt-early-what">{feature.what}</p>
            <p>{t.lockedUntil(openOnLabel(feature))}</p>
            <Link to={paths.pricing} className="btn btn--primary">{t.lockedCta}</Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function YouTubePreviewDialog(props: { thumbnail: ThumbnailView | null; variants: ReadonlyArray<ThumbnailView | undefined> }) {
  const trpc = useTRPC();
  const id = useId();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('home');
  // YouTube follows the device's theme until one is chosen: so does the first look here.
  const [theme, setTheme] = useState<Theme>(() => (typeof window !== 'undefined' && window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'));
  const [durationText, setDurationText] = useState('12:34');
  const [duration, setDuration] = useState(12 * 60 + 34);
  const kit = useQuery({ ...trpc.brand.get.queryOptions(), enabled: open });

  const current = props.thumbnail;
  const ready = Boolean(current && current.status === 'ready' && current.previewUrl && current.imageUrl);
  const name = kit.data?.channel.trim() || session.data?.user?.name.trim() || t.defaultChannel;
  const colors = avatarColors(name, kit.data?.colors[0]);
  const channel: Channel = { name, logoUrl: kit.data?.logo?.thumbnailUrl ?? null, initial: channelInitial(name), ...colors };
  const pictures = current && ready ? picturesOf(current, props.variants) : [];
  const badge = formatDuration(duration);
  const durationInvalid = parseDuration(durationText) === null;
  const description = current?.prompt.trim() || t.sampleDescription;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn--ghost" disabled={!ready} data-testid="youtube-preview-open">
          {t.open}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog yt-dialog" aria-describedby={`${id}-intro`} data-testid="youtube-preview">
          <DialogHead title={t.title} closeLabel={t.close} />
          <div className="dialog__body yt-dialog__body">
            <p id={`${id}-intro`} className="muted">{t.intro}</p>
            <Tabs.Root value={view} onValueChange={(v) => setView(v as View)} className="yt-tabs">
              <div className="yt-controls">
                <Tabs.List className="studio-modes__list yt-tabs__list" aria-label={t.viewsLabel}>
                  {VIEWS.map((v) => (
                    <Tabs.Trigger key={v} value={v} className="studio-modes__tab">
                      {t.views[v]}
                    </Tabs.Trigger>
                  ))}
                </Tabs.List>
                <fieldset className="yt-theme">
                  <legend>{t.theme}</legend>
                  {(['light', 'dark'] as const).map((value) => (
                    <label key={value} className="yt-theme__option">
                      <input type="radio" name={`${id}-theme`} value={value} checked={theme === value} onChange={() => setTheme(value)} />
                      {value === 'light' ? t.light : t.dark}
                    </label>
                  ))}
                </fieldset>
                <div className="field yt-duration">
                  <label htmlFor={`${id}-duration`}>{t.duration}</label>
                  <input
                    id={`${id}-duration`}
                    type="text"
                    inputMode="numeric"
                    autoComplete="off"
                    value={durationText}
                    aria-invalid={durationInvalid}
                    aria-describedby={`${id}-duration-hint`}
                    onChange={(e) => {
                      const text = e.currentTarget.value;
                      setDurationText(text);
                      const seconds = parseDuration(text);
                      if (seconds !== null) setDuration(seconds);
                    }}
                  />
                  <p id={`${id}-duration-hint`} className={durationInvalid ? 'field__error' : 'field__hint'}>
                    {durationInvalid ? t.durationError : t.durationHint}
                  </p>
                </div>
              </div>
              {VIEWS.map((v) => (
                <Tabs.Content key={v} value={v} className="yt-tabs__panel">
                  {v === 'search' ? <p className="yt-wide-hint muted">{t.wideHint}</p> : null}
                  <div className={`yt-scroll yt-scroll--${v}`}>
                    <div className={`yt-surface yt-surface--${theme} yt-surface--${v}`} data-testid="yt-surface" data-theme={theme}>
                      {v === 'home' ? <HomeView pictures={pictures} channel={channel} duration={badge} /> : null}
                      {v === 'search' ? <SearchView pictures={pictures} channel={channel} duration={badge} description={description} /> : null}
                      {v === 'mobile' ? <MobileView pictures={pictures} channel={channel} duration={badge} /> : null}
                    </div>
                  </div>
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
