import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { paths } from '../../shared/routes';
import { fr } from '../i18n/fr';
import { emitSessionEvent, useSession, useSessionKeeper } from '../lib/session';
import { useTRPC } from '../lib/trpc';

const SUPPORT_EMAIL = 'support@minialab.sn';

export function Layout() {
  useSessionKeeper();
  return (
    <div className="app">
      <Header />
      <main id="contenu" className="main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

export function Header() {
  const trpc = useTRPC();
  const session = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const signOut = useMutation(
    trpc.auth.signOut.mutationOptions({
      onSuccess: async () => {
        // Leave the private page first, so it does not redirect to /connexion?next=… on its way out.
        await navigate(paths.signIn);
        queryClient.setQueryData(trpc.auth.session.queryKey(), null);
        queryClient.removeQueries({ predicate: (q) => /studio|account|balance/.test(JSON.stringify(q.queryKey)) });
        emitSessionEvent('SIGNED_OUT');
      },
    }),
  );
  const user = session.data?.user;
  const close = () => setOpen(false);

  return (
    <header className="header">
      <div className="header__inner">
        <Link to={paths.home} className="brand" aria-label={fr.nav.home} onClick={close}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{fr.brand}</span>
        </Link>
        <button type="button" className="header__menu" aria-expanded={open} aria-controls="nav-principale" onClick={() => setOpen((v) => !v)}>
          {fr.nav.menu}
        </button>
        <nav id="nav-principale" className={`nav ${open ? 'nav--open' : ''}`} aria-label="Navigation principale">
          <a href="/#guide" onClick={close}>{fr.nav.guide}</a>
          <a href="/#avis" onClick={close}>{fr.nav.reviews}</a>
          <NavLink to={paths.pricing} onClick={close}>{fr.nav.pricing}</NavLink>
          <span className="nav__spacer" />
          {user ? (
            <>
              <NavLink to={paths.studio} onClick={close}>{fr.nav.studio}</NavLink>
              <NavLink to={paths.account} onClick={close}>{fr.nav.account}</NavLink>
              <button type="button" className="btn btn--ghost" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
                {fr.nav.signOut}
              </button>
            </>
          ) : (
            <NavLink to={paths.signIn} className="btn btn--ghost" onClick={close}>{fr.nav.signIn}</NavLink>
          )}
          <Link to={paths.pricing} className="btn btn--primary" onClick={close}>{fr.nav.subscribe}</Link>
        </nav>
      </div>
    </header>
  );
}

function Footer() {
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <h2>{fr.footer.navigation}</h2>
          <ul>
            <li><a href="/#guide">{fr.nav.guide}</a></li>
            <li><a href="/#avis">{fr.nav.reviews}</a></li>
            <li><Link to={paths.pricing}>{fr.nav.pricing}</Link></li>
          </ul>
        </div>
        <div>
          <h2>{fr.footer.resources}</h2>
          <ul>
            <li><a href="/#faq">{fr.footer.faq}</a></li>
            <li><a href={`mailto:${SUPPORT_EMAIL}`}>{fr.footer.contact}</a></li>
          </ul>
        </div>
        <div>
          <h2>{fr.footer.legal}</h2>
          <ul>
            <li><Link to={paths.privacy}>{fr.footer.privacy}</Link></li>
            <li><Link to={paths.cgu}>{fr.footer.cgu}</Link></li>
            <li><Link to={paths.cgv}>{fr.footer.cgv}</Link></li>
          </ul>
        </div>
      </div>
      <p className="footer__copy">
        © {new Date().getFullYear()} {fr.brand}. {fr.footer.rights} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </p>
    </footer>
  );
}
