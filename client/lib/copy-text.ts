/**
 * Puts text on the clipboard; false when this browser will not. In-app browsers are uneven: some web
 * views have no Clipboard API or refuse it, where the older copy of a selected field still works. On
 * false the caller leaves the text visible and selected, for a long press and « Copier ».
 */
export async function copyText(text: string, field?: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API here, or refused: the field's own copy below.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    // Deprecated but still the only copy some web views answer; the Clipboard API was tried first.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
