import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../shared/routes';
import { Layout } from './components/Layout';
import { RouteError } from './pages/errors/RouteError';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      { path: paths.home, lazy: page(() => import('./pages/home/HomePage')) },
      { path: paths.studio, lazy: page(() => import('./pages/studio/StudioPage')) },
      { path: paths.signIn, lazy: page(() => import('./pages/auth/SignInPage')) },
      { path: paths.pricing, lazy: page(() => import('./pages/pricing/PricingPage')) },
      { path: '*', lazy: page(() => import('./pages/errors/NotFoundPage')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
