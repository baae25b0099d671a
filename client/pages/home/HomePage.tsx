import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';

/** The full landing page (showcase, reviews, pricing, FAQ) is its own issue; this is its hero. */
export default function HomePage() {
  return (
    <section className="hero">
      <div className="hero__text">
        <h1>{fr.home.title}</h1>
        <p className="lead">{fr.home.lead}</p>
        <div className="hero__actions">
          <Link to={paths.pricing} className="btn btn--primary btn--lg">{fr.home.cta}</Link>
          <Link to={paths.studio} className="btn btn--ghost btn--lg">{fr.home.tryStudio}</Link>
        </div>
        <p className="muted">{fr.home.gift}</p>
      </div>
    </section>
  );
}
