import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { BuyCreditsDialog } from '../../components/BuyCreditsDialog';
import { SectionError } from '../../components/SectionError';
import { Skeleton } from '../../components/Skeleton';
import { fr } from '../../i18n/fr';
import { frLoading } from '../../i18n/fr-loading';
import { ALONE, useTRPC } from '../../lib/trpc';
import { formatDay } from '../../../shared/format';

/**
 * « Mes crédits », first in /espace: what a creator comes to check (the balance, what expires when),
 * and the ways to get more. The buttons work before the figures arrive.
 */
export function CreditsCard() {
  const trpc = useTRPC();
  const account = useQuery(trpc.auth.account.queryOptions(undefined, ALONE));
  const balance = useQuery(trpc.auth.balance.queryOptions(undefined, ALONE));
  const [buyOpen, setBuyOpen] = useState(false);
  const data = account.data;
  return (
    <section className="card account__credits" aria-labelledby="credits-title" aria-busy={account.isPending}>
      <h2 id="credits-title">{fr.account.credits}</h2>
      {data ? (
        <>
          <p className="account__balance" data-testid="account-balance">
            {fr.account.balance(data.credits)}
          </p>
          {balance.data && balance.data.team > 0 ? (
            <p data-testid="account-team-balance">{fr.account.teamBalance(balance.data.team)}</p>
          ) : data.grants.length === 0 ? (
            <p>{fr.account.none}</p>
          ) : null}
          <ul className="account__grants">
            {data.grants.map((g, i) => (
              <li key={i}>{g.expiresAt ? fr.account.expires(g.remaining, formatDay(new Date(g.expiresAt))) : fr.account.balance(g.remaining)}</li>
            ))}
          </ul>
          <p className="muted">{fr.account.noCarryOver}</p>
        </>
      ) : account.error ? (
        <SectionError error={account.error} onRetry={account.refetch} retrying={account.isFetching} />
      ) : (
        <Skeleton kind="lines" count={3} label={frLoading.credits} />
      )}
      <div className="preview__actions">
        <button type="button" className="btn btn--primary" onClick={() => setBuyOpen(true)}>
          {fr.account.buyCredits}
        </button>
        <Link to={paths.studio} className="btn btn--ghost">
          {fr.account.toStudio}
        </Link>
        <Link to={paths.pricing} className="btn btn--ghost">
          {fr.account.toPricing}
        </Link>
      </div>
      <BuyCreditsDialog open={buyOpen} onOpenChange={setBuyOpen} short={false} balance={data?.credits ?? null} />
    </section>
  );
}
