import type { ComponentType } from 'react';
import type { IslandName } from './island-names';

/**
 * Every island the public pages have, loaded on demand by the islands runtime. Each module stays
 * free of the router, queries and tRPC, so a signed-out visitor downloads only what they can use.
 */
export const ISLANDS = {
  marquee: () => import('../pages/home/Marquee').then((m) => m.Marquee),
  showcaseTabs: () => import('../pages/home/ShowcaseTabs').then((m) => m.ShowcaseTabs),
  infoTip: () => import('../components/InfoTip').then((m) => m.InfoTipIsland),
} satisfies Record<IslandName, () => Promise<ComponentType<never>>>;

export type { IslandName } from './island-names';
