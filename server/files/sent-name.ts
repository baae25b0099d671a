import type { Context } from '../trpc';

/** The header our pages name the sent file in (URI-encoded): the octet-stream body carries only bytes. */
export const FILE_NAME_HEADER = 'x-minialab-file-name';

/** The name the sender gave the file, for display only; null when absent or malformed. */
export function sentName(ctx: Context): string | null {
  const raw = ctx.header?.(FILE_NAME_HEADER);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
