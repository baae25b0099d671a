import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { fr } from '../i18n/fr';

const t = fr.fileDrop;

/**
 * Where a creator gives the product a picture: one button that opens the file picker, takes a file
 * dropped on it, and takes a screenshot pasted (Ctrl+V, ⌘V) anywhere on the page while it is on
 * screen. Every picker of the product is one (« Mes images » in « Ajout image », the logo of « Ma
 * marque », the profile photo, the DigitalMe photos): a dropped or pasted file goes to the very
 * `onFiles` the picker calls, so the limits, the queue, the progress and the French refusals are the
 * page's own, whatever way the file came. On a phone it is the picker only (no drag, no paste there).
 */
export interface FileDropProps {
  /** The button's words, also the name of its picker (« Ajouter une image »). */
  label: string;
  /** The picker's types on a computer; a phone's is `image/*`, which opens its gallery and camera. */
  accept: string;
  /** Several files at once; otherwise the first of a drop or a paste is kept, and the page says so. */
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
  /** On the picker itself (e2e tests give it files). */
  testId?: string;
  /** A small button among others (« Remplacer » on a refused DigitalMe photo): the words for dropping are for screen readers only. */
  compact?: boolean;
  /** A compact button's name when its words alone do not say enough (« Remplacer la photo 3 »). */
  name?: string;
  className?: string;
}

/** A zone on the page, for the paste that may be for it. */
interface Zone {
  element: () => HTMLElement | null;
  take: (files: File[]) => void;
  /** When the creator last used it (clicked, focused, dropped on): 0 for never. */
  used: number;
}

const zones = new Set<Zone>();

/**
 * A paste goes to the zone the creator last used, if it is still on screen; otherwise to the first
 * one on screen, from the top. A page with two (« Mes images » and the logo in the studio; the profile
 * photo and DigitalMe in « Mon espace ») thus sends a screenshot where the creator was working, and
 * never to a zone scrolled out of sight. None on screen: the paste is left to the page.
 */
function pasteTarget(): Zone | null {
  const visible = [...zones].filter((zone) => onScreen(zone.element()));
  if (visible.length === 0) return null;
  const lastUsed = visible.reduce((best, zone) => (zone.used > best.used ? zone : best));
  if (lastUsed.used > 0) return lastUsed;
  return visible.sort((a, b) => (a.element()!.compareDocumentPosition(b.element()!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))[0]!;
}

function onScreen(element: HTMLElement | null): boolean {
  if (!element || (element as HTMLButtonElement).disabled) return false;
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
}

/** Text typed somewhere stays text: a paste into a field that carries words is the field's. */
function pastingText(event: ClipboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const editable = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || Boolean(target?.isContentEditable);
  return editable && Boolean(event.clipboardData?.types.includes('text/plain'));
}

function onPaste(event: ClipboardEvent): void {
  const files = Array.from(event.clipboardData?.files ?? []);
  if (files.length === 0 || pastingText(event)) return;
  const zone = pasteTarget();
  if (!zone) return;
  event.preventDefault();
  zone.used = Date.now();
  zone.take(files);
}

/** A file dropped beside a zone would make the browser leave the page to show it: not while a zone is here. */
function keepPage(event: globalThis.DragEvent): void {
  if (event.dataTransfer?.types.includes('Files')) event.preventDefault();
}

function register(zone: Zone): () => void {
  if (zones.size === 0) {
    document.addEventListener('paste', onPaste);
    window.addEventListener('dragover', keepPage);
    window.addEventListener('drop', keepPage);
  }
  zones.add(zone);
  return () => {
    zones.delete(zone);
    if (zones.size === 0) {
      document.removeEventListener('paste', onPaste);
      window.removeEventListener('dragover', keepPage);
      window.removeEventListener('drop', keepPage);
    }
  };
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files');

export function FileDrop(props: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const noteId = useId();
  const howId = useId();
  const [over, setOver] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  // ⌘V on a Mac; the server's page says Ctrl+V, the first render here too, then the right one.
  const [pasteKeys, setPasteKeys] = useState('Ctrl+V');
  const [phone, setPhone] = useState(false);
  // The latest props, for the paste listener registered once.
  const latest = useRef(props);
  latest.current = props;

  const take = (files: File[]) => {
    const { disabled, multiple, onFiles } = latest.current;
    if (disabled || files.length === 0) return;
    if (!multiple && files.length > 1) {
      setNote(t.onlyOne(files[0]!.name, files.length - 1));
      onFiles(files.slice(0, 1));
      return;
    }
    setNote(null);
    onFiles(files);
  };
  const takeRef = useRef(take);
  takeRef.current = take;
  const zone = useRef<Zone | null>(null);

  useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) setPasteKeys('⌘V');
    setPhone(window.matchMedia?.('(pointer: coarse)').matches ?? false);
    const mine: Zone = { element: () => button.current, take: (files) => takeRef.current(files), used: 0 };
    zone.current = mine;
    return register(mine);
  }, []);
  const markUsed = () => {
    if (zone.current) zone.current.used = Date.now();
  };

  const onDrag = (event: DragEvent<HTMLButtonElement>, entering: boolean) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = props.disabled ? 'none' : 'copy';
    if (entering !== over) setOver(entering && !props.disabled);
  };

  return (
    <div className={`file-drop${props.compact ? ' file-drop--compact' : ''}${props.className ? ` ${props.className}` : ''}`}>
      <button
        ref={button}
        type="button"
        className={props.compact ? 'btn btn--secondary btn--sm file-drop__zone--compact' : 'file-drop__zone'}
        data-over={over ? 'true' : 'false'}
        disabled={props.disabled}
        aria-label={props.compact ? (props.name ?? props.label) : undefined}
        aria-describedby={[props.compact ? howId : '', note ? noteId : ''].filter(Boolean).join(' ') || undefined}
        onFocus={markUsed}
        onPointerDown={markUsed}
        onClick={() => input.current?.click()}
        onDragEnter={(e) => onDrag(e, true)}
        onDragOver={(e) => onDrag(e, true)}
        onDragLeave={(e) => {
          // Leaving for one of its own words is not leaving.
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={(e) => {
          if (!carriesFiles(e)) return;
          e.preventDefault();
          setOver(false);
          markUsed();
          take(Array.from(e.dataTransfer.files));
        }}
      >
        <span className="file-drop__label">{props.label}</span>
        <span id={howId} className={props.compact ? 'visually-hidden' : 'file-drop__how'}>{over ? t.release : t.how(props.multiple ?? false, pasteKeys)}</span>
      </button>
      <input
        ref={input}
        type="file"
        hidden
        tabIndex={-1}
        aria-label={props.name ?? props.label}
        accept={phone ? 'image/*' : props.accept}
        multiple={props.multiple}
        disabled={props.disabled}
        data-testid={props.testId}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = ''; // the same file may be chosen again after a refusal
          take(files);
        }}
      />
      {note ? (
        <p id={noteId} className="file-drop__note" role="status">
          {note}
        </p>
      ) : null}
    </div>
  );
}
