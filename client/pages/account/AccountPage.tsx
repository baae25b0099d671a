import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';
import { frHistory } from '../../i18n/fr-history';
import { frLoading } from '../../i18n/fr-loading';
import { MINIATURE_PARAM } from '../../../shared/schemas/history';
import { useSession } from '../../lib/session';
import { ALONE, useTRPC } from '../../lib/trpc';
import { AccountNav, type AccountSection } from './AccountNav';
import { AccountSettings } from './AccountSettings';
import { InvoicesCard, SubscriptionCard } from './BillingSettings';
import { CreditHistory } from './CreditHistory';
import { CreditsCard } from './CreditsCard';
import { DigitalMeSection } from './DigitalMeSection';
import { MfaSettings } from './MfaSettings';
import { PrivacySection } from './PrivacySection';
import { SupportSection } from './SupportSection';
import { TeamSection } from './TeamSection';
import { EarlyAccessList } from '../../components/EarlyAccessList';
import { SectionError } from '../../components/SectionError';
import { Skeleton } from '../../components/Skeleton';
import { frEarlyAccess } from '../../i18n/fr-early-access';
import { History } from '../studio/History';
import { formatShortDayTime } from '../../../shared/format';

/**
 * The personal space: credits, plan, thumbnails, invoices and ledger, DigitalMe, team, profile and
 * security, privacy, support. In the order a creator comes for them: the balance and the plan's
 * renewal first, then « Mes miniatures » a page at a time, then the rest. Each section asks for its
 * own data in a request of its own (ALONE): a slow or failing one shows its skeleton or its error
 * with « Réessayer » while the others fill in.
 */
export default function AccountPage() {
  const trpc = useTRPC();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const account = useQuery({ ...trpc.auth.account.queryOptions(undefined, ALONE), enabled: signedIn });
  const capabilities = useQuery({ ...trpc.studio.capabilities.queryOptions(undefined, ALONE), enabled: signedIn });
  const navigate = useNavigate();
  const location = useLocation();

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
    { id: 'abonnement', label: fr.account.nav.subscription },
    { id: 'historique', label: frHistory.accountTitle },
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
      {/* What a creator opens /espace for: how many credits, until when, and the plan's renewal. */}
      <div className="account__group account__group--top" id="abonnement">
        <CreditsCard />
        <SubscriptionCard />
      </div>
      {/* « Mes miniatures »: the studio's history, managed here too, a page at a time; opening one goes to the studio with it. */}
      <div className="card account__thumbnails" id="historique">
        <History title={frHistory.accountTitle} autoLoad={false} alone onOpen={(id) => void navigate(`${paths.studio}?${MINIATURE_PARAM}=${encodeURIComponent(id)}`)} />
      </div>
      <div className="account__group">
        <InvoicesCard />
        <CreditHistory />
        <section className="card" aria-labelledby="early-access-title" id="acces-anticipe">
          <h2 id="early-access-title">{frEarlyAccess.title}</h2>
          <p className="muted">{frEarlyAccess.accountLead}</p>
          <EarlyAccessList has={capabilities.data?.earlyAccess ?? false} />
          {capabilities.data && !capabilities.data.earlyAccess ? <Link to={paths.pricing} className="btn btn--ghost">{frEarlyAccess.toPricing}</Link> : null}
        </section>
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
  const sessions = useQuery(trpc.auth.sessions.queryOptions(undefined, ALONE));
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
    <section className="card account__sessions" aria-labelledby="sessions-title" aria-busy={sessions.isPending}>
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
      ) : sessions.error ? (
        <SectionError error={sessions.error} onRetry={sessions.refetch} retrying={sessions.isFetching} />
      ) : (
        <Skeleton kind="rows" count={2} label={frLoading.sessions} />
      )}
      <button type="button" className="btn btn--ghost" onClick={() => endOthers.mutate()} disabled={endOthers.isPending}>
        {fr.account.endOthers}
      </button>
      {notice ? <p role="status" className="alert alert--info">{notice}</p> : null}
    </section>
  );
}
