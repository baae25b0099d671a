import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { islandIdPrefix, StandaloneIsland } from './Island';

const roots: Root[] = [];

/**
 * Hydrates one island as its own React root, exactly as the server rendered it (same element, same
 * id prefix); resolves once it is live, so the events that woke it can be played again.
 */
export function hydrateIsland(island: HTMLElement, Component: ComponentType<object>): Promise<void> {
  const props = JSON.parse(island.dataset.props ?? '{}') as object;
  const n = Number(island.dataset.islandId);
  return new Promise((resolve) => {
    const element = (
      <StandaloneIsland onHydrated={resolve}>
        <Component {...props} />
      </StandaloneIsland>
    );
    roots.push(hydrateRoot(island, element, { identifierPrefix: islandIdPrefix(n) }));
  });
}

/** Before the whole app takes the page over: each island's effects and portals (an open tooltip) are cleaned up. */
export function unmountIslands(): void {
  for (const root of roots.splice(0)) root.unmount();
}
