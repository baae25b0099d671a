import { earlyAccessNow, openOnLabel } from '../../shared/early-access';
import { frEarlyAccess as t } from '../i18n/fr-early-access';

/**
 * What is in Master's early access now, each with its public date (shared/early-access.ts): on
 * /tarifs, and in Mon espace with whether the signed-in user has it.
 */
export function EarlyAccessList({ has }: { has?: boolean }) {
  const now = earlyAccessNow();
  if (now.length === 0) return <p className="muted">{t.none}</p>;
  return (
    <ul className="early-access" data-testid="early-access">
      {now.map((f) => (
        <li key={f.id}>
          <strong>{f.name}</strong> — {f.what} <span className="muted">{has === undefined ? t.until(openOnLabel(f)) : has ? t.yours(openOnLabel(f)) : t.notYours(openOnLabel(f))}</span>
        </li>
      ))}
    </ul>
  );
}
