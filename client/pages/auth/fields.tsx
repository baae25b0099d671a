import type { z } from 'zod';
import { describeError } from '../../i18n/errors';

export type FieldErrors = Record<string, string | undefined>;

/** The server's zod schema, run in the browser first: the same French messages, before any round trip. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): { ok: true; value: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

export function Field(props: { name: string; label: string; type?: string; autoComplete?: string; inputMode?: 'numeric' | 'email'; hint?: string; error?: string; idPrefix: string; autoFocus?: boolean; defaultValue?: string }) {
  const id = `${props.idPrefix}-${props.name}`;
  const describedBy = [props.hint ? `${id}-hint` : null, props.error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <input id={id} name={props.name} type={props.type ?? 'text'} autoComplete={props.autoComplete} inputMode={props.inputMode} autoFocus={props.autoFocus} defaultValue={props.defaultValue} aria-invalid={Boolean(props.error)} aria-describedby={describedBy} />
      {props.hint ? <p id={`${id}-hint`} className="field__hint">{props.hint}</p> : null}
      {props.error ? <p id={`${id}-error`} className="field__error">{props.error}</p> : null}
    </div>
  );
}

/** A refused call, in French, with the reasons (weak password) or the wait (rate limit). */
export function ServerError({ error }: { error: unknown }) {
  if (!error) return null;
  const { message, details } = describeError(error);
  return (
    <div className="alert alert--error" role="alert">
      <p>{message}</p>
      {details.length ? <ul>{details.map((d) => <li key={d}>{d}</li>)}</ul> : null}
    </div>
  );
}
