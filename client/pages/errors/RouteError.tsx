import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Header } from '../../components/Layout';
import { fr } from '../../i18n/fr';

export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <div className="app">
      <Header />
      <main className="main page page--center">
        <h1>{fr.routeError.title}</h1>
        <pre className="route-error">{message}</pre>
      </main>
    </div>
  );
}
