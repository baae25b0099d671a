/** The islands the public pages may hold; the registry (registry.ts) gives each its loader, checked against this list. */
export type IslandName = 'marquee' | 'showcaseTabs' | 'infoTip';
