import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useSession } from '../../lib/session';
import { useTRPC } from '../../lib/trpc';

const dateFormat = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });

/** The personal space. Sessions, subscription, invoices and privacy tools arrive with their issues. */
export default function AccountPage() {
  const trpc = useTRPC();
  const session = useSession();
  const account = useQuery({ ...trpc.auth.account.queryOptions(), enabled: Boolean(session.data?.user) });

  if (session.isPending) return <p className="page">{fr.loading}</p>;
  if (!session.data?.user) {
    return (
      <section className="page page--center">
        <h1>{fr.account.title}</h1>
        <p>{fr.account.signInFirst}</p>
        <Link to={`${paths.signIn}?next=${encodeURIComponent(paths.account)}`} className="btn btn--primary">{fr.nav.signIn}</Link>
      </section>
    );
  }

  const data = account.data;
  return (
    <section className="page account">
      <h1>{fr.account.title}</h1>
      <div className="account__grid">
        <div className="card">
          <h2>{fr.account.profile}</h2>
          <dl className="facts">
            <dt>{fr.account.name}</dt>
            <dd>{session.data.user.name}</dd>
            <dt>{fr.account.email}</dt>
            <dd>{session.data.user.email}</dd>
          </dl>
        </div>
        <div className="card">
          <h2>{fr.account.credits}</h2>
          {data ? (
            <>
              <p className="account__balance" data-testid="account-balance">{fr.account.balance(data.credits)}</p>
              {data.grants.length === 0 ? <p>{fr.account.none}</p> : null}
              <ul className="account__grants">
                {data.grants.map((g, i) => (
                  <li key={i}>{g.expiresAt ? fr.account.expires(g.remaining, dateFormat.format(new Date(g.expiresAt))) : fr.account.balance(g.remaining)}</li>
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
            <Link to={paths.studio} className="btn btn--primary">{fr.account.toStudio}</Link>
            <Link to={paths.pricing} className="btn btn--ghost">{fr.account.toPricing}</Link>
          </div>
        </div>
      </div>
    </section>
  );
}
