import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';
import { useTRPC } from '../../lib/trpc';

const t = fr.studio.me;

/**
 * « M’ajouter (DigitalMe) »: the user's own face as the subject of the next generation. Enabled only
 * for a usable DigitalMe; otherwise it says why (the plan, with the pricing page; or the set to make
 * in « Mon espace »). It also says which of « Moi » and Face Swap applies where.
 */
export function MeSwitch(props: { checked: boolean; onChange: (withMe: boolean) => void }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.studio.me.queryOptions());
  const usable = me.data?.usable === true;
  const reason = me.data?.reason ?? null;
  // A switch left on in a kept draft goes off when « Moi » is no longer usable (plan ended, set deleted).
  const { checked, onChange } = props;
  useEffect(() => {
    if (me.data && !me.data.usable && checked) onChange(false);
  }, [me.data, checked, onChange]);
  return (
    <div className="field field--check" data-testid="me-switch">
      <label>
        {/* oxlint-disable-next-line jsx-a11y/role-has-required-aria-props -- a native checkbox exposes its checked state to the switch role */}
        <input type="checkbox" role="switch" checked={usable && props.checked} disabled={!usable} aria-describedby="studio-me-why" onChange={(e) => props.onChange(e.target.checked)} /> {t.label}
      </label>
      <p id="studio-me-why" className="muted">
        {usable ? t.on : null}
        {reason === 'plan' ? (
          <>
            {t.plan(me.data?.requiredPlan ?? 'Premium')} <Link to={paths.pricing}>{t.seePlans}</Link>
          </>
        ) : null}
        {reason === 'none' || reason === 'not_ready' ? (
          <>
            {reason === 'none' ? t.none : t.notReady} <Link to={`${paths.account}#digitalme`}>{t.open}</Link>
          </>
        ) : null}
      </p>
      <p className="muted">{t.which}</p>
    </div>
  );
}
