import { createContext, useContext, useEffect, useId, type ComponentType, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import type { IslandName } from './island-names';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      /** An island's box: `display: contents`, so it changes no layout, in the app and in the islands page alike. */
      'minia-island': { 'data-island': string; 'data-island-id'?: number; 'data-props'?: string; style: CSSProperties; children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } };
    }
  }
}

/** The server's record of a page's islands while it renders a page for the islands runtime. */
export interface IslandCollector {
  /** Keeps the island's element under `key` (stable across re-renders) and returns its number on the page. */
  add(key: string, element: ReactElement): number;
}

const CollectorContext = createContext<IslandCollector | null>(null);
const StandaloneContext = createContext(false);
const BOX: CSSProperties = { display: 'contents' };

export const IslandCollectorProvider = CollectorContext.Provider;

/** The marker the server replaces with island `n`'s own render. */
export const islandMarker = (n: number) => `<!--island:${n}-->`;
/** React ids inside island `n`, on the server and in the browser alike: islands never share an id. */
export const islandIdPrefix = (n: number) => `i${n}-`;

/**
 * Wraps an island rendered as its own React root (server render for the islands page, and its
 * hydration); `onHydrated` is called once it is live in the browser.
 */
export function StandaloneIsland(props: { children: ReactNode; onHydrated?: () => void }) {
  const { onHydrated } = props;
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <StandaloneContext.Provider value={true}>{props.children}</StandaloneContext.Provider>;
}

/** True when the component is its own React root (islands page), false inside the whole app. */
export function useStandaloneIsland(): boolean {
  return useContext(StandaloneContext);
}

/**
 * An interactive part of a public page. Inside the app it is an ordinary child. For a signed-out
 * visitor's public page (the islands page), the server renders it as its own root, with its props
 * in the HTML, and the islands runtime hydrates it alone: the rest of the page stays plain HTML.
 * So the component takes JSON props only, and needs no provider (router, queries, tRPC).
 */
export function Island<P extends object>(props: { name: IslandName; component: ComponentType<P>; props: P }) {
  const collector = useContext(CollectorContext);
  const key = useId();
  const { component: Component } = props;
  if (!collector) {
    return (
      <minia-island data-island={props.name} style={BOX}>
        <Component {...props.props} />
      </minia-island>
    );
  }
  const n = collector.add(key, <Component {...props.props} />);
  return <minia-island data-island={props.name} data-island-id={n} data-props={JSON.stringify(props.props)} style={BOX} dangerouslySetInnerHTML={{ __html: islandMarker(n) }} />;
}
