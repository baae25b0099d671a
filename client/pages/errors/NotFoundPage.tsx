import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { fr } from '../../i18n/fr';

export default function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error(`404 : page introuvable ${location.pathname}`);
  }, [location.pathname]);
  return (
    <section className="page page--center not-found">
      <p className="not-found__code">{fr.notFound.code}</p>
      <h1>{fr.notFound.title}</h1>
      <Link to={paths.home} className="btn btn--primary">{fr.notFound.back}</Link>
    </section>
  );
}
