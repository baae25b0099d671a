import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Header } from '../../components/Layout';
import { fr } from '../../i18n/fr';

/** SPEC.md §8: an unhandled routing error shows « Unexpected Application Error! » and its message. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <div className="app">
      <Header />
      <main className="main page page--center">
        <h1>{fr.routeError.title}</h1>
        <p>{fr.routeError.explanation}</p>
        <pre className="route-error">{message}</pre>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {fr.routeError.reload}
        </button>
      </main>
    </div>
  );
}
