import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { frHistory } from '../../i18n/fr-history';
import { MINIATURE_PARAM } from '../../../shared/schemas/history';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';
import { AccountNav, type AccountSection } from './AccountNav';
import { AccountSettings } from './AccountSettings';
import { BillingSettings } from './BillingSettings';
import { CreditHistory } from './CreditHistory';
import { DigitalMeSection } from './DigitalMeSection';
import { MfaSettings } from './MfaSettings';
import { PrivacySection } from './PrivacySection';
import { SupportSection } from './SupportSection';
import { TeamSection } from './TeamSection';
import { BuyCreditsDialog } from '../../components/BuyCreditsDialog';
import { EarlyAccessList } from '../../components/EarlyAccessList';
import { frEarlyAccess } from '../../i18n/fr-early-access';
import { History } from '../studio/History';
import { formatDay, formatShortDayTime } from '../../../shared/format';


/** The personal space: profile, credits, subscription and invoices, second factor, devices. */
export default function AccountPage() {
  const trpc = useTRPC();
  const session = useSession();
  const account = useQuery({ ...trpc.auth.account.queryOptions(), enabled: Boolean(session.data?.user) });
  const capabilities = useQuery({ ...trpc.studio.capabilities.queryOptions(), enabled: Boolean(session.data?.user) });
  const balance = useQuery({ ...trpc.auth.balance.queryOptions(), enabled: Boolean(session.data?.user) });
  const navigate = useNavigate();
  const location = useLocation();
  const [buyOpen, setBuyOpen] = useState(false);

  if (session.isPending) return <p className="page">{fr.loading}</p>;
  if (!session.data?.user) {
    return (
      <section className="page page--center">
        <h1>{fr.account.title}</h1>
        <p>{fr.account.signInFirst}</p>
        <Link to={`${paths.signIn}?suivant=${encodeURIComponent(`${paths.account}${location.search}${location.hash}`)}`} className="btn btn--primary">{fr.nav.signIn}</Link>
      </section>
    );
  }

  const data = account.data;
  const sections: AccountSection[] = [
    { id: 'historique', label: frHistory.accountTitle },
    { id: 'abonnement', label: fr.account.nav.subscription },
    { id: 'factures', label: fr.account.nav.invoices },
    { id: 'digitalme', label: 'DigitalMe' },
    { id: 'equipe', label: fr.account.nav.team },
    { id: 'compte', label: fr.account.nav.account },
    { id: 'confidentialite', label: fr.account.nav.privacy },
    { id: 'support', label: fr.account.nav.support },
  ];
  return (
    <section className="page account">
      <h1>{fr.account.title}</h1>
      <AccountNav sections={sections} label={fr.account.nav.label} />
      {/* « Mes miniatures »: the studio's history, managed here too; opening one goes to the studio with it. */}
      <div className="card account__thumbnails" id="historique">
        <History title={frHistory.accountTitle} onOpen={(id) => void navigate(`${paths.studio}?${MINIATURE_PARAM}=${encodeURIComponent(id)}`)} />
      </div>
      <div className="account__group" id="abonnement">
        <div className="card">
          <h2>{fr.account.credits}</h2>
          {data ? (
            <>
              <p className="account__balance" data-testid="account-balance">{fr.account.balance(data.credits)}</p>
              {balance.data && balance.data.team > 0 ? <p data-testid="account-team-balance">{fr.account.teamBalance(balance.data.team)}</p> : data.grants.length === 0 ? <p>{fr.account.none}</p> : null}
              <ul className="account__grants">
                {data.grants.map((g, i) => (
                  <li key={i}>{g.expiresAt ? fr.account.expires(g.remaining, formatDay(new Date(g.expiresAt))) : fr.account.balance(g.remaining)}</li>
                ))}
              </ul>
              <p className="muted">{fr.account.noCarryOver}</p>
            </>
          ) : account.error ? (
            <div className="alert alert--error" role="alert">{describeError(account.error).message}</div>
          ) : (
            <p>{fr.loading}</p>
          )}
          <div className="preview__actions">
            <button type="button" className="btn btn--primary" onClick={() => setBuyOpen(true)}>{fr.account.buyCredits}</button>
            <Link to={paths.studio} className="btn btn--ghost">{fr.account.toStudio}</Link>
            <Link to={paths.pricing} className="btn btn--ghost">{fr.account.toPricing}</Link>
          </div>
        </div>
        <BuyCreditsDialog open={buyOpen} onOpenChange={setBuyOpen} short={false} balance={data?.credits ?? null} />
        <BillingSettings />
        <section className="card" aria-labelledby="early-access-title" id="acces-anticipe">
          <h2 id="early-access-title">{frEarlyAccess.title}</h2>
          <p className="muted">{frEarlyAccess.accountLead}</p>
          <EarlyAccessList has={capabilities.data?.earlyAccess ?? false} />
          {capabilities.data && !capabilities.data.earlyAccess ? <Link to={paths.pricing} className="btn btn--ghost">{frEarlyAccess.toPricing}</Link> : null}
        </section>
        <CreditHistory />
      </div>
      <DigitalMeSection />
      <TeamSection />
      <div className="account__group" id="compte">
        <AccountSettings user={session.data.user} hasPassword={data?.hasPassword} googleLinked={data?.googleLinked} />
        <MfaSettings />
        <Sessions />
      </div>
      <PrivacySection />
      <SupportSection priority={capabilities.data?.prioritySupport ?? false} />
    </section>
  );
}


/** Signed-in devices: end one, or all but this one (a lost phone, a shared computer). */
function Sessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.auth.sessions.queryOptions());
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.auth.sessions.pathFilter());
  const endOne = useMutation(trpc.auth.endSession.mutationOptions({ onSuccess: refresh }));
  const endOthers = useMutation(
    trpc.auth.endOtherSessions.mutationOptions({
      onSuccess: ({ ended }) => {
        setNotice(fr.account.endedOthers(ended));
        void refresh();
      },
    }),
  );
  return (
    <section className="card account__sessions" aria-labelledby="sessions-title">
      <h2 id="sessions-title">{fr.account.sessions}</h2>
      {sessions.data ? (
        <ul className="sessions" data-testid="sessions">
          {sessions.data.map((s) => (
            <li key={s.id} className="sessions__item">
              <div>
                <p className="sessions__device">
                  {s.device} {s.current ? <span className="sessions__current">{fr.account.thisDevice}</span> : null}
                </p>
                <p className="muted">{fr.account.lastUsed(formatShortDayTime(new Date(s.lastUsedAt)))}</p>
              </div>
              {s.current ? null : (
                <button type="button" className="btn btn--ghost" onClick={() => endOne.mutate({ id: s.id })} aria-label={fr.account.endSessionOf(s.device)}>
                  {fr.account.endSession}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{fr.loading}</p>
      )}
      <button type="button" className="btn btn--ghost" onClick={() => endOthers.mutate()} disabled={endOthers.isPending}>
        {fr.account.endOthers}
      </button>
      {notice ? <p role="status" className="alert alert--info">{notice}</p> : null}
    </section>
  );
}
