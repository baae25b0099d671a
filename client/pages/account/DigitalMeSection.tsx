import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DIGITALME_CONSENT_TEXT, DIGITALME_CONSENT_VERSION } from '../../../shared/digitalme';
import { paths } from '../../../shared/routes';
import { describeError } from '../../i18n/errors';
import { frDigitalMe as t } from '../../i18n/fr-digitalme';
import { scrollToHash } from '../../lib/scroll-to-hash';
import { ALONE, useTRPC } from '../../lib/trpc';
import { SectionError } from '../../components/SectionError';
import { Skeleton } from '../../components/Skeleton';
import { frLoading } from '../../i18n/fr-loading';
import { DigitalMeDelete } from './DigitalMeDelete';
import { DigitalMePhotos } from './DigitalMePhotos';
import type { DigitalMeState } from './digitalme-state';
import { formatDay } from '../../../shared/format';



/**
 * « DigitalMe » in the personal space (/espace#digitalme): the plan gate, the consent, the set being
 * built photo by photo, the build's progress, the ready DigitalMe, and its deletion. Everything
 * follows the server's state, kept current by the live events (a verdict, a progress step).
 */
export function DigitalMeSection() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const state = useQuery(trpc.digitalMe.state.queryOptions(undefined, ALONE));
  const refresh = () => queryClient.invalidateQueries(trpc.digitalMe.state.pathFilter());
  // Whatever the event says, the state is read again: one source of truth, and a missed event heals on the next.
  useSubscription(trpc.digitalMe.events.subscriptionOptions(undefined, { enabled: state.isSuccess, onData: () => void refresh() }));
  // « Créez votre DigitalMe dans Mon espace » (the studio) links to #digitalme: go there once the section has its height.
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === '#digitalme' && state.isSuccess) scrollToHash(hash);
  }, [hash, key, state.isSuccess]);

  return (
    <section className="card digitalme" id="digitalme" aria-labelledby="digitalme-title" aria-busy={state.isPending}>
      <h2 id="digitalme-title">{t.title}</h2>
      <p className="muted">{t.what}</p>
      {state.data ? (
        <DigitalMeBody state={state.data} refresh={refresh} />
      ) : state.error ? (
        <SectionError error={state.error} onRetry={state.refetch} retrying={state.isFetching} />
      ) : (
        <Skeleton kind="lines" count={2} label={frLoading.digitalMe} />
      )}
    </section>
  );
}

function DigitalMeBody({ state, refresh }: { state: DigitalMeState; refresh: () => Promise<void> }) {
  const exists = state.status !== 'none';
  if (!state.plan.included) {
    return (
      <>
        {exists ? <p className="alert alert--warning" data-testid="digitalme-kept">{t.keptUnusable}</p> : <p className="digitalme__gate" data-testid="digitalme-gate">{t.premiumOnly}</p>}
        <div className="digitalme__actions">
          <Link to={paths.pricing} className="btn btn--primary">{t.seePlans}</Link>
          {exists ? <DigitalMeDelete /> : null}
        </div>
      </>
    );
  }
  if (!state.consent?.current) return <Consent again={Boolean(state.consent)} onDone={refresh} />;
  if (state.status === 'ready') return <Ready state={state} />;
  if (state.status === 'processing') return <Building progress={state.progress} />;
  return (
    <>
      {state.status === 'failed' ? <p className="alert alert--error" role="alert">{t.failed}</p> : null}
      {state.recheck ? <p className="alert alert--warning" role="status" data-testid="digitalme-recheck">{t.recheck}</p> : null}
      <Advice open={state.valid < state.min} />
      <DigitalMePhotos state={state} refresh={refresh} />
      {exists ? (
        <div className="digitalme__actions digitalme__danger">
          <DigitalMeDelete />
        </div>
      ) : null}
    </>
  );
}

/** Consent comes first: nothing can be sent before the box is ticked and the text's version stored with its date. */
function Consent(props: { again: boolean; onDone: () => Promise<void> }) {
  const trpc = useTRPC();
  const [ticked, setTicked] = useState(false);
  const consent = useMutation(trpc.digitalMe.consent.mutationOptions({ onSuccess: () => props.onDone() }));
  return (
    <form
      className="digitalme__consent"
      aria-label={t.consentTitle}
      onSubmit={(e) => {
        e.preventDefault();
        if (ticked) consent.mutate({ accepted: true, version: DIGITALME_CONSENT_VERSION });
      }}
    >
      <h3>{t.consentTitle}</h3>
      {props.again ? <p className="alert alert--info">{t.consentAgain}</p> : null}
      <label className="check">
        <input type="checkbox" checked={ticked} onChange={(e) => setTicked(e.target.checked)} />
        <span>{DIGITALME_CONSENT_TEXT}</span>
      </label>
      <p className="digitalme__consent-details">
        {t.consentDetails} {/* A new tab: the form keeps its state, and the page opens at its DigitalMe section. */}
        <a href={`${paths.privacy}#digitalme`} target="_blank" rel="noopener">
          {t.consentPolicyLink}
        </a>.
      </p>
      <button type="submit" className="btn btn--primary" disabled={!ticked || consent.isPending}>{t.consentButton}</button>
      {consent.error ? <p className="alert alert--error" role="alert">{describeError(consent.error).message}</p> : null}
    </form>
  );
}

function Advice(props: { open: boolean }) {
  return (
    // Open while the set is young; once photos are in, the advice folds away to leave room for them.
    <details className="digitalme__advice" open={props.open}>
      <summary>{t.adviceTitle}</summary>
      <ul>
        {t.advice.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </details>
  );
}

function Building(props: { progress: number }) {
  return (
    <div className="digitalme__building" role="status">
      <p><strong>{t.building}</strong> {props.progress} %</p>
      <progress max={100} value={props.progress} aria-label={t.progressLabel} data-testid="digitalme-progress" />
      <p className="muted">{t.buildingHint}</p>
    </div>
  );
}

function Ready({ state }: { state: DigitalMeState }) {
  return (
    <>
      <div className="alert alert--success digitalme__ready" data-testid="digitalme-ready">
        <p><strong>{t.ready}</strong></p>
        {state.readyAt ? <p>{t.readySince(formatDay(new Date(state.readyAt)))}</p> : null}
      </div>
      <h3>{t.next}</h3>
      <ul className="digitalme__next">
        <li>{t.nextMoi}</li>
        <li>{t.nextSwap}</li>
      </ul>
      <ul className="digitalme__grid digitalme__grid--small" aria-label={t.photosTitle}>
        {state.photos.filter((p) => p.status === 'accepted').map((p, i) => (
          <li key={p.id} className="digitalme__photo">
            <img src={p.thumbUrl} alt={t.photoAlt(i + 1)} loading="lazy" width={96} height={96} />
          </li>
        ))}
      </ul>
      <div className="digitalme__actions">
        <Link to={paths.studio} className="btn btn--primary">{t.toStudio}</Link>
      </div>
      <div className="digitalme__actions digitalme__danger">
        <DigitalMeDelete />
      </div>
    </>
  );
}
