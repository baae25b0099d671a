import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';
import { Island } from '../../islands/Island';
import type { ShowcaseOption } from './content';
import { ShowcaseTabs } from './ShowcaseTabs';

/** One step of the guide: its options as tabs (an island), then the call to action. */
export function Showcase(props: { id: string; step: string; title: string; options: ShowcaseOption[]; defaultKey: string }) {
  return (
    <section className="showcase" aria-labelledby={`${props.id}-title`}>
      <p className="eyebrow">{props.step}</p>
      <h2 id={`${props.id}-title`}>{props.title}</h2>
      <Island name="showcaseTabs" component={ShowcaseTabs} props={{ title: props.title, options: props.options, defaultKey: props.defaultKey, labels: { illustrated: fr.landing.illustrated, before: fr.landing.before, after: fr.landing.after } }} />
      <Link to={paths.pricing} className="btn btn--primary">
        {fr.landing.startNow}
      </Link>
    </section>
  );
}
