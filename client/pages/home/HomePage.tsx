import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { FeatureName, SoonMark } from '../../components/ComingSoon';
import { ExampleImage } from '../../components/ExampleImage';
import { Island } from '../../islands/Island';
import { PlanCards } from '../../components/PlanCards';
import { fr } from '../../i18n/fr';
import { useViewer } from '../../lib/my-plan';
import { useSiteInfo } from '../../lib/site';
import { useTRPC } from '../../lib/trpc';
import { CATEGORIES, COUNTRY_NAMES, FAQ, FEATURES, STEP_ONE, STEP_TWO, TESTIMONIALS } from './content';
import { Marquee } from './Marquee';
import { Showcase } from './Showcase';
import { faqFor, stepTwoFor } from './ai-edit-promise';
import { useHashScroll } from './use-hash-scroll';

const numberFormat = new Intl.NumberFormat('fr-FR');
const ratingFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

export default function HomePage() {
  useHashScroll();
  const aiPictureEdits = useSiteInfo()?.aiPictureEdits === true;
  return (
    <div className="landing">
      <Hero />
      <StatsBand />
      <div id="guide" className="landing__guide">
        <Showcase id="etape-1" step="Étape 01" title={fr.landing.stepOne} options={STEP_ONE} defaultKey="titre" />
        <Showcase id="etape-2" step="Étape 02" title={fr.landing.stepTwo} options={stepTwoFor(STEP_TWO, aiPictureEdits)} defaultKey="digitalme" />
        <Mgx3 />
      </div>
      <Features />
      <Categories />
      <Reviews />
      <section id="tarifs" className="landing__section" aria-labelledby="tarifs-title">
        <h2 id="tarifs-title">{fr.landing.pricingTitle}</h2>
        <p className="lead">{fr.pricing.lead}</p>
        <PlanCards action={(_id, name) => <Link to={paths.pricing} className="btn btn--primary" aria-label={`${fr.pricing.subscribe} au forfait ${name}`}>{fr.pricing.subscribe}</Link>} />
      </section>
      <Faq aiPictureEdits={aiPictureEdits} />
      <section className="landing__cta" aria-labelledby="cta-title">
        <h2 id="cta-title">{fr.landing.finalTitle}</h2>
        <p>{fr.landing.finalText}</p>
        <Link to={paths.pricing} className="btn btn--primary btn--lg">{fr.landing.finalCta}</Link>
      </section>
    </div>
  );
}

function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <h1 id="hero-title">{fr.home.title}</h1>
        <p className="lead">{fr.home.lead}</p>
        <HeroActions />
      </div>
      <Island name="marquee" component={Marquee} props={{ label: fr.landing.examplesLabel, pause: fr.landing.pause, play: fr.landing.play }} />
    </section>
  );
}

/** Visitors are asked to sign up; a member to choose a plan; a subscriber goes to the studio or manages the plan. */
function HeroActions() {
  const viewer = useViewer();
  let actions;
  if (viewer === undefined) {
    // A signed-in user whose plan is loading: nothing that would be wrong for a subscriber.
    actions = <Link to={paths.studio} className="btn btn--primary btn--lg">{fr.home.openStudio}</Link>;
  } else if (viewer.kind === 'subscriber') {
    actions = (
      <>
        <Link to={paths.studio} className="btn btn--primary btn--lg">{fr.home.openStudio}</Link>
        <Link to={`${paths.account}#abonnement`} className="btn btn--ghost btn--lg">{fr.home.manage}</Link>
      </>
    );
  } else {
    const visitor = viewer.kind === 'visitor';
    actions = (
      <>
        <Link to={paths.pricing} className="btn btn--primary btn--lg">{visitor ? fr.home.cta : fr.home.choosePlan}</Link>
        <Link to={paths.studio} className="btn btn--ghost btn--lg">{visitor ? fr.home.tryStudio : fr.home.openStudio}</Link>
      </>
    );
  }
  return (
    <>
      <div className="hero__actions">{actions}</div>
      {viewer?.kind === 'visitor' ? <p className="muted">{fr.home.gift}</p> : null}
    </>
  );
}

function StatsBand() {
  const trpc = useTRPC();
  const stats = useQuery({ ...trpc.site.stats.queryOptions(), staleTime: 5 * 60_000 });
  const site = useSiteInfo();
  return (
    <section className="stats" aria-label={fr.landing.statsLabel}>
      <dl className="stats__list">
        <div>
          <dt>{fr.landing.creations}</dt>
          <dd data-testid="stat-creations">{stats.data ? numberFormat.format(stats.data.creations) : '…'}</dd>
        </div>
        <div>
          <dt>{fr.landing.creators}</dt>
          <dd data-testid="stat-creators">{stats.data ? numberFormat.format(stats.data.creators) : '…'}</dd>
        </div>
        {/* Only a configured rating, said to be the outside review site's, with its link; never a count we did not measure. */}
        {site?.reviews ? (
          <div>
            <dt>{fr.landing.rating}</dt>
            <dd className="stats__rating">
              <a href={site.reviews.url} rel="noopener" target="_blank" data-testid="stat-rating">
                {fr.landing.ratingOn(ratingFormat.format(site.reviews.rating), site.reviews.siteName)}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{fr.landing.format}</dt>
          <dd className="stats__format" data-testid="stat-format">1280×720</dd>
        </div>
      </dl>
    </section>
  );
}

function Mgx3() {
  return (
    <section className="mgx3" aria-labelledby="mgx3-title">
      <div>
        <p className="eyebrow">Étape 03</p>
        <h2 id="mgx3-title">{fr.landing.mgx3Title}</h2>
        <p>{fr.landing.mgx3Text}</p>
        <p className="mgx3__soon">
          <FeatureName feature="logo" />
        </p>
        <Link to={paths.pricing} className="btn btn--primary">{fr.landing.mgx3Cta}</Link>
      </div>
      <ExampleImage id="showcase-mgx3" sizes="(min-width: 900px) 560px, 100vw" />
    </section>
  );
}

function Features() {
  return (
    <section className="landing__section" aria-labelledby="features-title">
      <h2 id="features-title">{fr.landing.featuresTitle}</h2>
      <ul className="features">
        {FEATURES.map((f) => (
          <li key={f.title} className="card">
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Categories() {
  return (
    <section className="landing__section" aria-labelledby="categories-title">
      <h2 id="categories-title">{fr.landing.categoriesTitle}</h2>
      <ul className="categories">
        {CATEGORIES.map((c) => (
          <li key={c.key} className="category">
            <ExampleImage id={c.imageId} sizes="(min-width: 640px) 360px, 300px" />
            <span className="category__tag">{c.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Reviews() {
  const site = useSiteInfo();
  return (
    <section id="avis" className="landing__section" aria-labelledby="avis-title">
      <h2 id="avis-title">{fr.landing.reviewsTitle}</h2>
      <ul className="reviews">
        {TESTIMONIALS.map((t) => (
          <li key={t.name} className="card review">
            <h3>{t.title}</h3>
            <blockquote>
              <p>{t.body}</p>
            </blockquote>
            <p className="review__author">
              {t.name} · <abbr title={COUNTRY_NAMES[t.country]}>{t.country}</abbr>
            </p>
          </li>
        ))}
      </ul>
      {site?.reviews ? (
        <p>
          <a href={site.reviews.url} rel="noopener" target="_blank">
            {fr.landing.reviewsLink(site.reviews.siteName, ratingFormat.format(site.reviews.rating))}
          </a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * Native exclusive disclosure: `<details name>` keeps one answer open at a time and each can be
 * closed again, with the browser's own keyboard and screen-reader support and no script at all.
 */
function Faq({ aiPictureEdits }: { aiPictureEdits: boolean }) {
  return (
    <section id="faq" className="landing__section" aria-labelledby="faq-title">
      <h2 id="faq-title">{fr.landing.faqTitle}</h2>
      <div className="faq">
        {faqFor(FAQ, aiPictureEdits).map((item) => (
          <details key={item.question} name="faq" className="faq__item">
            <summary className="faq__trigger">
              <span>{item.question}</span>
              <span aria-hidden="true" className="faq__chevron">+</span>
            </summary>
            <div className="faq__content">
              <p>
                {item.answer.map((part, i) =>
                  typeof part === 'string' ? (
                    part
                  ) : (
                    <span key={i} data-feature={part.feature}>
                      {part.text}
                      <SoonMark feature={part.feature} />
                    </span>
                  ),
                )}
              </p>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
