import { findMarked, markOf, type ButtonMark } from './button-mark';

/** A form field the visitor changed before the page was live, found again by its id or name. */
type FieldEl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const TEXT_LIKE = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number', '']);

const root = () => document.getElementById('root')!;
const keyOf = (el: FieldEl): string | null => (el.id ? `#${el.id}` : el.name ? `@${el.name}` : null);
const findField = (key: string): FieldEl | null =>
  key.startsWith('#') ? (document.getElementById(key.slice(1)) as FieldEl | null) : root().querySelector<FieldEl>(`[name="${CSS.escape(key.slice(1))}"]`);

function isField(target: EventTarget | null): target is FieldEl {
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && TEXT_LIKE.has(target.type);
}

/**
 * Sets a field's value as if typed, so React's onChange sees it. React notes a field's value when it
 * hydrates it (the typed one, still in the DOM) and ignores an input event that does not change what
 * it noted: the field is first set to something else through the element (React's note follows),
 * then to the typed value through the prototype's setter (React's note does not).
 */
function retype(el: FieldEl, value: string): void {
  el.value = value === '' ? ' ' : '';
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : el instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * A server-rendered page is on screen before its code. From now until the returned function is
 * called: what the visitor types in its fields is noted (React's hydration would put the fields back
 * to their server values), a file chosen in a file field is noted, and a click on one of its buttons
 * is held (it would do nothing yet). On release with `replay` (the page is live), the typed values are
 * set again, the chosen files announced again, then the last held click is played; without (the page
 * failed to start), all are dropped.
 */
export function holdEarlyInput(): (replay: boolean) => void {
  let held: ButtonMark | null = null;
  const typed = new Map<string, string>();
  // Files chosen (or set by a script) before the page is live: hydration keeps the same element, with its files.
  const chosen = new Set<HTMLInputElement>();
  const note = (event: Event) => {
    const el = event.target;
    if (el instanceof HTMLInputElement && el.type === 'file' && root().contains(el)) chosen.add(el);
    if (!isField(el) || !root().contains(el)) return;
    const key = keyOf(el);
    if (key) typed.set(key, el.value);
  };
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button') as HTMLElement | null;
    if (!button || !root().contains(button) || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    held = markOf(button);
  };
  document.addEventListener('input', note, true);
  document.addEventListener('change', note, true);
  document.addEventListener('click', hold, true);
  return (replay) => {
    document.removeEventListener('input', note, true);
    document.removeEventListener('change', note, true);
    document.removeEventListener('click', hold, true);
    if (!replay) return;
    for (const [key, value] of typed) {
      const el = findField(key);
      if (el) retype(el, value);
    }
    // React reads a file input from its native change event: sent again, it reaches the live handler.
    for (const el of chosen) if (el.isConnected && el.files?.length) el.dispatchEvent(new Event('change', { bubbles: true }));
    const again = held;
    // After React has rendered what the retyped values changed, as a user's click would come.
    if (again) setTimeout(() => findMarked(again)?.click(), 0);
  };
}
