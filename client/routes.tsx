import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths, type PageName } from '../shared/routes';
import { Layout } from './components/Layout';
import { RouteError } from './pages/errors/RouteError';

type PageModule = () => Promise<{ default: ComponentType }>;

/** One lazy page per entry of shared/routes PAGES: a missing or extra page does not compile. */
const pages: Record<PageName, PageModule> = {
  home: () => import('./pages/home/HomePage'),
  studio: () => import('./pages/studio/StudioPage'),
  pricing: () => import('./pages/pricing/PricingPage'),
  signIn: () => import('./pages/auth/SignInPage'),
  forgotPassword: () => import('./pages/auth/ForgotPasswordPage'),
  verifyEmail: () => import('./pages/auth/VerifyEmailPage'),
  confirmEmailChange: () => import('./pages/account/ConfirmEmailChangePage'),
  account: () => import('./pages/account/AccountPage'),
  success: () => import('./pages/payment/SuccessPage'),
  cancel: () => import('./pages/payment/CancelPage'),
  cgv: () => import('./pages/legal/CgvPage'),
  cgu: () => import('./pages/legal/CguPage'),
  privacy: () => import('./pages/legal/PrivacyPage'),
  sandboxCheckout: () => import('./pages/payment/SandboxCheckoutPage'),
  legalArchive: () => import('./pages/legal/LegalArchivePage'),
};

const lazyPage = (load: PageModule) => async () => ({ Component: (await load()).default });

export const routes: RouteObject[] = [
  {
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      ...(Object.entries(pages) as Array<[PageName, PageModule]>).map(([name, load]) => ({ path: paths[name], lazy: lazyPage(load) })),
      { path: '*', lazy: lazyPage(() => import('./pages/errors/NotFoundPage')) },
    ],
  },
];
