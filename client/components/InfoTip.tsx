import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/**
 * A small « i » that explains a term. Radix Tooltip: opens on hover or focus after 700 ms (300 ms
 * when moving from one tip to the next), closes on leave, blur, click, scroll or Escape.
 */
export function InfoTip(props: { label: string; children: ReactNode }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button type="button" className="info-tip" aria-label={props.label}>
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
