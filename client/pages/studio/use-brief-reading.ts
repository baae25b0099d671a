import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { StyleId } from '../../../shared/engine/model/style-ids';
import type { SkinTone } from '../../../shared/schemas/studio';
import { useTRPC } from '../../lib/trpc';
import type { BriefChipsReading } from './BriefChips';

/** Pause after the last keystroke before asking the server again (one request per thought, not per letter). */
export const BRIEF_DEBOUNCE_MS = 350;

/**
 * What MGX3 reads in the brief, from the server's own reader (`studio.readBrief`, the same one the
 * generation uses), asked once typing pauses. The title and style go with it: the server lays the
 * picture out as the click would, so a chip says « Compris » only for what is drawn. The last
 * reading stays on screen while the next one comes, so the chips do not flicker. Null when there
 * is nothing to read or nobody is signed in.
 */
export function useBriefReading(prompt: string, skinTone: SkinTone, enabled: boolean, title = '', style?: StyleId): BriefChipsReading | null {
  const trpc = useTRPC();
  const [settled, setSettled] = useState({ prompt, title });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ prompt, title }), BRIEF_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [prompt, title]);
  const wanted = enabled && settled.prompt.trim() !== '';
  const reading = useQuery({
    ...trpc.studio.readBrief.queryOptions({ prompt: settled.prompt, skinTone, title: settled.title.trim(), ...(style ? { style } : {}) }),
    enabled: wanted,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
  return wanted && prompt.trim() !== '' ? (reading.data ?? null) : null;
}
