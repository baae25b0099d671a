import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { paths, TEAM_INVITATION_PARAM } from '../../../shared/routes';
import { spendLabel } from '../../../shared/ledger';
import type { AppRouter } from '../../../server/router';
import { describeError } from '../../i18n/errors';
import { frTeam as t } from '../../i18n/fr-team';
import { ALONE, useTRPC } from '../../lib/trpc';
import { SectionError } from '../../components/SectionError';
import { Skeleton } from '../../components/Skeleton';
import { frLoading } from '../../i18n/fr-loading';
import { formatDay, formatShortDayTime } from '../../../shared/format';


function ErrorLine({ error }: { error: unknown }) {
  if (!error) return null;
  const e = describeError(error);
  return (
    <div className="alert alert--error" role="alert">
      {[e.message, ...e.details].join(' ')}
    </div>
  );
}

/** « Équipe »: Master's team (members, invitations, team spending), a member's view, or the offer. */
export function TeamSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const mine = useQuery(trpc.teams.mine.queryOptions(undefined, ALONE));
  // Joining or leaving changes the plan's features, the credits and early access everywhere: read all again.
  const refresh = () => queryClient.invalidateQueries();
  const view = mine.data;
  return (
    <section className="card team" id="equipe" aria-labelledby="team-title" aria-busy={mine.isPending}>
      <h2 id="team-title">{t.title}</h2>
      <JoinInvitation onJoined={refresh} />
      {!view ? (
        mine.error ? <SectionError error={mine.error} onRetry={mine.refetch} retrying={mine.isFetching} /> : <Skeleton kind="lines" count={2} label={frLoading.team} />
      ) : view.role === 'owner' ? (
        <OwnerView view={view} onChange={refresh} />
      ) : view.role === 'member' ? (
        <MemberView view={view} onChange={refresh} />
      ) : (
        <>
          <p className="muted">{t.pitch}</p>
          <Link to={paths.pricing} className="btn btn--ghost">{t.toPricing}</Link>
        </>
      )}
    </section>
  );
}

function JoinInvitation({ onJoined }: { onJoined: () => unknown }) {
  const trpc = useTRPC();
  const [params, setParams] = useSearchParams();
  const token = params.get(TEAM_INVITATION_PARAM);
  const preview = useQuery({ ...trpc.teams.invitation.queryOptions({ token: token ?? '' }), enabled: Boolean(token), retry: false });
  const forget = () => {
    const next = new URLSearchParams(params);
    next.delete(TEAM_INVITATION_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  const accept = useMutation(trpc.teams.accept.mutationOptions({ onSuccess: () => void onJoined() }));
  if (accept.data) {
    return (
      <p className="alert alert--success" role="status">
        {t.join.done(accept.data.owner)}
      </p>
    );
  }
  if (!token) return null;
  return (
    <div className="team__join" data-testid="team-invitation">
      <h3>{t.join.title}</h3>
      {preview.error ? (
        <>
          <ErrorLine error={preview.error} />
          <button type="button" className="btn btn--ghost" onClick={forget}>{t.join.close}</button>
        </>
      ) : null}
      {preview.data ? (
        <>
          <p>
            <strong>{t.join.lead(preview.data.owner)}</strong> {t.join.what}
          </p>
          {preview.data.matches ? null : <p className="alert alert--info">{t.join.otherEmail(preview.data.email)}</p>}
          <ErrorLine error={accept.error} />
          <div className="preview__actions">
            <button type="button" className="btn btn--primary" disabled={accept.isPending || !preview.data.matches} onClick={() => accept.mutate({ token }, { onSuccess: forget })}>
              {accept.isPending ? t.join.accepting : t.join.accept}
            </button>
            <button type="button" className="btn btn--ghost" onClick={forget}>{t.join.decline}</button>
          </div>
        </>
      ) : null}
    </div>
  );
}

type Mine = inferRouterOutputs<AppRouter>['teams']['mine'];
type Owner = Extract<Mine, { role: 'owner' }>;
type Member = Extract<Mine, { role: 'member' }>;

function OwnerView({ view, onChange }: { view: Owner; onChange: () => unknown }) {
  const trpc = useTRPC();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const invite = useMutation(trpc.teams.invite.mutationOptions({ onSuccess: () => { setEmail(''); void onChange(); } }));
  const revoke = useMutation(trpc.teams.revokeInvitation.mutationOptions({ onSuccess: () => void onChange() }));
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const remove = useMutation(
    trpc.teams.removeMember.mutationOptions({
      onSuccess: () => {
        setRemoving(null);
        void onChange();
      },
    }),
  );
  const used = view.members.length + view.invitations.length;
  return (
    <>
      <p className="muted">{t.ownerLead(view.max)}</p>
      {view.active ? null : <p className="alert alert--info">{t.inactive}</p>}
      <p className="team__credits" data-testid="team-credits">{t.teamCredits(view.teamCredits)}</p>

      <h3>{t.members}</h3>
      {view.members.length === 0 ? <p className="muted">{t.noMembers}</p> : null}
      <ul className="team__list" data-testid="team-members">
        {view.members.map((m) => (
          <li key={m.id} className="team__item">
            <div>
              <p>
                <strong>{m.name}</strong> <span className="muted">· {m.email}</span>
              </p>
              <p className="muted">
                {t.joined(formatDay(new Date(m.joinedAt)))} · {t.spent(m.spent)}
              </p>
            </div>
            <button
              type="button"
              className="btn btn--ghost"
              aria-label={t.removeOf(m.name)}
              disabled={remove.isPending}
              onClick={() => {
                remove.reset();
                setRemoving({ id: m.id, name: m.name });
              }}
            >
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={removing ? t.confirmRemoveTitle(removing.name) : ''}
        confirm={removing ? t.confirmRemoveYes(removing.name) : ''}
        onConfirm={() => removing && remove.mutate({ memberId: removing.id })}
        pending={remove.isPending}
        error={remove.error ? describeError(remove.error).message : null}
      >
        <p>{removing ? t.confirmRemove(removing.name) : ''}</p>
      </ConfirmDialog>

      {view.invitations.length > 0 ? (
        <>
          <h3>{t.invitations}</h3>
          <ul className="team__list" data-testid="team-invitations">
            {view.invitations.map((i) => (
              <li key={i.id} className="team__item">
                <p>
                  {i.email} <span className="muted">· {t.until(formatDay(new Date(i.expiresAt)))}</span>
                </p>
                <button type="button" className="btn btn--ghost" aria-label={t.cancelOf(i.email)} onClick={() => revoke.mutate({ id: i.id })}>
                  {t.cancel}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {view.active ? (
        <form
          className="team__invite"
          onSubmit={(e) => {
            e.preventDefault();
            invite.mutate({ email });
          }}
        >
          <p className="muted">{t.seats(used, view.max)}</p>
          <div className="field">
            <label htmlFor={emailId}>{t.inviteLabel}</label>
            <input id={emailId} type="email" autoComplete="off" required maxLength={254} value={email} onChange={(e) => setEmail(e.target.value)} disabled={used >= view.max} />
          </div>
          <ErrorLine error={invite.error} />
          {invite.data && !invite.isPending ? <p className="alert alert--success" role="status">{t.invited(invite.data.email)}</p> : null}
          <button type="submit" className="btn btn--primary" disabled={invite.isPending || used >= view.max}>
            {used >= view.max ? t.full : invite.isPending ? t.inviting : t.invite}
          </button>
        </form>
      ) : null}

      <h3>{t.history}</h3>
      <p className="muted">{t.historyLead}</p>
      {view.history.length === 0 ? (
        <p className="muted">{t.noHistory}</p>
      ) : (
        <div className="table-scroll">
          <table className="ledger" data-testid="team-history">
            <thead>
              <tr>
                <th scope="col">{t.col.date}</th>
                <th scope="col">{t.col.member}</th>
                <th scope="col">{t.col.what}</th>
                <th scope="col" className="num">{t.col.credits}</th>
              </tr>
            </thead>
            <tbody>
              {view.history.map((r, i) => (
                <tr key={i}>
                  <td><time dateTime={r.at}>{formatShortDayTime(new Date(r.at))}</time></td>
                  <td>{r.member ?? t.formerMember}</td>
                  <td>
                    {spendLabel(r.what)}
                    {r.title ? <span className="muted"> · {r.title}</span> : null}
                  </td>
                  <td className="num ledger__out">{r.credits === 0 ? '0' : `−${new Intl.NumberFormat('fr-FR').format(r.credits)}`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

function MemberView({ view, onChange }: { view: Member; onChange: () => unknown }) {
  const trpc = useTRPC();
  const [confirming, setConfirming] = useState(false);
  const leave = useMutation(
    trpc.teams.leave.mutationOptions({
      onSuccess: () => {
        setConfirming(false);
        void onChange();
      },
    }),
  );
  return (
    <>
      <p>{view.active ? t.memberLead(view.owner) : t.memberInactive(view.owner)}</p>
      <p className="muted">{t.joined(formatDay(new Date(view.joinedAt)))}</p>
      <p className="team__credits" data-testid="team-credits">{t.memberCredits(view.ownCredits, view.teamCredits)}</p>
      <button
        type="button"
        className="btn btn--ghost"
        disabled={leave.isPending}
        onClick={() => {
          leave.reset();
          setConfirming(true);
        }}
      >
        {t.leave}
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.confirmLeaveTitle}
        confirm={t.confirmLeaveYes}
        onConfirm={() => leave.mutate()}
        pending={leave.isPending}
        error={leave.error ? describeError(leave.error).message : null}
      >
        <p>{t.confirmLeave}</p>
      </ConfirmDialog>
    </>
  );
}
