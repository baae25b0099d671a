import { Link } from 'react-router';
import { paths } from '../../../shared/routes';
import { frPrivacy as t } from '../../i18n/fr-privacy';
import { useSiteInfo } from '../../lib/site';
import { CloseAccount } from './CloseAccount';
import { ExportData } from './ExportData';
import { ReuseOptOut } from './ReuseOptOut';

/** « Confidentialité »: what the user can do with their data, themselves, now. */
export function PrivacySection() {
  const site = useSiteInfo();
  return (
    <section className="card privacy-section" id="confidentialite" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t.title}</h2>
      <p>{t.lead}</p>
      <p>
        {t.digitalMe} <a href="#digitalme">{t.digitalMeLink}</a>.
      </p>
      <p className="muted">{t.otherRequests(site?.supportEmail ?? 'support@minialab.sn')}</p>
      <p>
        <Link to={paths.privacy}>{t.policy}</Link>
      </p>
      <p className="muted" data-testid="cookies-note">
        {t.cookies} <Link to={`${paths.privacy}#cookies`}>{t.cookiesLink}</Link>.
      </p>
      <ReuseOptOut />
      <ExportData />
      <CloseAccount />
    </section>
  );
}
