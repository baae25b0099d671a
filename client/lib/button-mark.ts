/**
 * A button of a server-rendered page, found again once React has rendered the same page: the one
 * with the same name at the same rank. Used to play again a click made before the page was live
 * (islands hand-over, app hydration), so no click on « S’abonner » is ever lost.
 */
export interface ButtonMark {
  signature: string;
  index: number;
}

const root = () => document.getElementById('root')!;
const signature = (button: Element) => `${button.getAttribute('aria-label') ?? ''}|${button.textContent ?? ''}`;
const buttonsLike = (sig: string) => [...root().querySelectorAll<HTMLElement>('button')].filter((b) => signature(b) === sig);

export function markOf(button: HTMLElement): ButtonMark {
  const sig = signature(button);
  return { signature: sig, index: buttonsLike(sig).indexOf(button) };
}

export function findMarked(mark: ButtonMark): HTMLElement | undefined {
  return buttonsLike(mark.signature)[mark.index];
}

/**
 * From now until the returned function is called, a click on a button of the page is held (it would
 * do nothing: React has not attached its handlers yet); the last one is played again on release
 * when `replay` is true (the page is live), dropped otherwise (the page failed to start).
 */
export function holdEarlyClicks(): (replay: boolean) => void {
  let held: ButtonMark | null = null;
  const hold = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button') as HTMLElement | null;
    if (!button || !root().contains(button) || event.button !== 0) return;
    event.preventDefault();
    event.stopPropagation();
    held = markOf(button);
  };
  document.addEventListener('click', hold, true);
  return (replay) => {
    document.removeEventListener('click', hold, true);
    const again = held;
    held = null;
    if (replay && again) findMarked(again)?.click();
  };
}
