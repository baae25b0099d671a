import * as Tooltip from '@radix-ui/react-tooltip';
import { useRef, useState, type ReactNode } from 'react';
import { Island, useStandaloneIsland } from '../islands/Island';

/** Tooltip timing for the whole site; set by the app's provider, or by an island's own. */
export const TOOLTIP_DELAYS = { delayDuration: 700, skipDelayDuration: 300 } as const;

/** A small « i » that explains a term (see InfoTipIsland); an island on the public pages. */
export function InfoTip(props: { label: string; children: string }) {
  return <Island name="infoTip" component={InfoTipIsland} props={{ label: props.label, text: props.children }} />;
}

/** Inside the app, the app's tooltip provider; as its own root, a provider of its own with the same timing. */
export function InfoTipIsland(props: { label: string; text: string }) {
  const tip = <Tip label={props.label}>{props.text}</Tip>;
  return useStandaloneIsland() ? <Tooltip.Provider {...TOOLTIP_DELAYS}>{tip}</Tooltip.Provider> : tip;
}

/**
 * A small « i » that explains a term. Radix Tooltip: opens on hover or focus after 700 ms (300 ms
 * when moving from one tip to the next), closes on leave, blur, click, scroll or Escape.
 * Radix ignores touch, and our visitors are mostly on phones: there a tap toggles the tip instead.
 */
function Tip(props: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const touched = useRef(false);
  const openBeforeTap = useRef(false);
  return (
    <Tooltip.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && touched.current) return; // the tap's own click must not close what it opened
        setOpen(next);
      }}
    >
      <Tooltip.Trigger asChild>
        <button
          type="button"
          className="info-tip"
          aria-label={props.label}
          onPointerDown={(e) => {
            touched.current = e.pointerType === 'touch';
            openBeforeTap.current = open; // the focus that follows a tap opens it: decide from before the tap
          }}
          onClick={() => {
            if (!touched.current) return;
            setOpen(!openBeforeTap.current);
            queueMicrotask(() => {
              touched.current = false;
            });
          }}
        >
          <span aria-hidden="true">i</span>
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content className="tooltip" sideOffset={6} collisionPadding={8}>
          {props.children}
          <Tooltip.Arrow className="tooltip__arrow" />
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
