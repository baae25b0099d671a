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
