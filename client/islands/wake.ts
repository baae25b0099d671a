/**
 * Islands sleep until a visitor reaches for one: the pointer over it, a finger or the keyboard on it.
 * So a phone runs no React at all while the page loads. The events that wake an island are held
 * back, then played again, in order, once it is hydrated: the first tap on « Pause » or on a tab
 * works, and a pointer already resting on a « i » still opens its tooltip.
 */
const HELD = new Set(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'keydown', 'keyup']);
const WAKING = [...HELD, 'focusin', 'pointerover', 'pointermove', 'touchstart'];

interface Sleeper {
  awake: boolean;
  waking: Promise<void> | null;
  /** Held events, and focus changes, to play again in the order they came. */
  queue: Event[];
  lastMove: PointerEvent | null;
}

export function wakeOnIntent(islands: HTMLElement[], wake: (island: HTMLElement) => Promise<void>): void {
  if (!islands.length) return;
  const sleepers = new Map(islands.map((island) => [island, { awake: false, waking: null, queue: [], lastMove: null } as Sleeper]));
  const onEvent = (event: Event) => {
    const island = (event.target as Element | null)?.closest?.('minia-island') as HTMLElement | null;
    const sleeper = island && sleepers.get(island);
    if (!island || !sleeper || sleeper.awake) return;
    if (HELD.has(event.type)) {
      event.stopImmediatePropagation(); // nothing answers it before the island can
      sleeper.queue.push(event);
    } else if (event.type === 'focusin') {
      sleeper.queue.push(event);
    } else if (event.type === 'pointermove' && (event as PointerEvent).pointerType === 'mouse') {
      sleeper.lastMove = event as PointerEvent;
    }
    sleeper.waking ??= wake(island).then(
      () => {
        replay(sleeper);
        if ([...sleepers.values()].every((s) => s.awake)) for (const type of WAKING) document.removeEventListener(type, onEvent, { capture: true });
      },
      (err: unknown) => {
        // Its code could not be fetched (offline…): the next gesture tries again.
        console.error(err);
        sleeper.waking = null;
        sleeper.queue = [];
      },
    );
  };
  for (const type of WAKING) document.addEventListener(type, onEvent, { capture: true, passive: true });
}

function replay(sleeper: Sleeper): void {
  sleeper.awake = true;
  for (const event of sleeper.queue.splice(0)) {
    const target = event.target as Element;
    if (event.type === 'focusin' && document.activeElement !== target) continue; // focus has moved on since
    target.dispatchEvent(copy(event));
  }
  // Radix opens a tooltip on pointer moves: a pointer still resting there gets one.
  const move = sleeper.lastMove;
  if (move && (move.target as Element).matches(':hover')) move.target!.dispatchEvent(copy(move));
  sleeper.lastMove = null;
}

/** The same event again (its type's constructor reads every field from the original). */
function copy(event: Event): Event {
  const Type = event.constructor as new (type: string, init: Event) => Event;
  return new Type(event.type, event);
}
