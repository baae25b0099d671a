import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../shared/routes';
import { fr } from '../i18n/fr';
import { useViewer } from '../lib/my-plan';
import { useSession, useSessionKeeper } from '../lib/session';
import { useSiteInfo } from '../lib/site';
import { SignOutButton } from './SignOutButton';
import { dakarYear } from '../../shared/format';

export function Layout() {
  useSessionKeeper();
  return (
    <div className="app">
      <a href="#contenu" className="skip-link">{fr.nav.skip}</a>
      <Header />
      <main id="contenu" className="main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

export function Header() {
  const session = useSession();
  // The phone menu belongs to the page it was opened on: any move (a link, a sign-out) closes it.
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const user = session.data?.user;
  const viewer = useViewer();
  const close = () => setOpenOn(null);

  return (
    <header className="header">
      <div className="header__inner">
        <Link to={paths.home} className="brand" aria-label={fr.nav.home} onClick={close}>
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{fr.brand}</span>
        </Link>
        <button type="button" className="header__menu" aria-expanded={open} aria-controls="nav-principale" onClick={() => setOpenOn(open ? null : pathname)}>
          {fr.nav.menu}
        </button>
        <nav id="nav-principale" className={`nav ${open ? 'nav--open' : ''}`} aria-label="Navigation principale">
          <Link to="/#guide" onClick={close}>{fr.nav.guide}</Link>
          <Link to="/#avis" onClick={close}>{fr.nav.reviews}</Link>
          <NavLink to={paths.pricing} onClick={close}>{fr.nav.pricing}</NavLink>
          <span className="nav__spacer" />
          {user ? (
            <>
              <NavLink to={paths.studio} onClick={close}>{fr.nav.studio}</NavLink>
              <NavLink to={paths.account} onClick={close} className="nav__account">
                {user.avatarUrl ? <img className="nav__avatar" src={user.avatarUrl} alt="" width={28} height={28} referrerPolicy="no-referrer" data-testid="header-avatar" /> : null}
                {fr.nav.account}
              </NavLink>
              <SignOutButton next={paths.signIn} className="btn btn--ghost">
                {fr.nav.signOut}
              </SignOutButton>
            </>
          ) : (
            <NavLink to={paths.signIn} className="btn btn--ghost" onClick={close}>{fr.nav.signIn}</NavLink>
          )}
          {/* A subscriber manages the plan; a member without one chooses it; a visitor subscribes (SPEC.md header). */}
          {viewer?.kind === 'subscriber' ? (
            <Link to={`${paths.account}#abonnement`} className="btn btn--primary" onClick={close}>{fr.nav.myPlan}</Link>
          ) : viewer ? (
            <Link to={paths.pricing} className="btn btn--primary" onClick={close}>{viewer.kind === 'member' ? fr.nav.choosePlan : fr.nav.subscribe}</Link>
          ) : null}
        </nav>
      </div>
    </header>
  );
}

// Dakar time on the server and in the browser alike, so both render the same year (and hydrate cleanly).

function Footer() {
  const site = useSiteInfo();
  const supportEmail = site?.supportEmail ?? 'support@minialab.sn';
  const brand = site?.brand ?? fr.brand;
  const socials = site
    ? [
        { href: site.social.instagram, label: fr.footer.instagram, icon: <InstagramIcon /> },
        { href: site.social.tiktok, label: fr.footer.tiktok, icon: <TikTokIcon /> },
        { href: site.social.youtube, label: fr.footer.youtube, icon: <YouTubeIcon /> },
        { href: site.social.whatsapp, label: fr.footer.whatsapp, icon: <WhatsAppIcon /> },
      ]
    : [];
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div>
          <h2>{fr.footer.navigation}</h2>
          <ul>
            <li><Link to="/#guide">{fr.nav.guide}</Link></li>
            <li><Link to="/#avis">{fr.nav.reviews}</Link></li>
            <li><Link to={paths.pricing}>{fr.nav.pricing}</Link></li>
          </ul>
        </div>
        <div>
          <h2>{fr.footer.resources}</h2>
          <ul>
            <li><Link to="/#faq">{fr.footer.faq}</Link></li>
            <li><a href={`mailto:${supportEmail}`}>{fr.footer.contact}</a></li>
          </ul>
        </div>
        <div>
          <h2>{fr.footer.legal}</h2>
          <ul>
            <li><Link to={paths.privacy}>{fr.footer.privacy}</Link></li>
            <li><Link to={paths.cgu}>{fr.footer.cgu}</Link></li>
            <li><Link to={paths.cgv}>{fr.footer.cgv}</Link></li>
            {/* Only strictly necessary cookies: nothing to choose, the policy says which and why. */}
            <li><Link to={`${paths.privacy}#cookies`}>{fr.footer.cookies}</Link></li>
          </ul>
        </div>
      </div>
      <div className="footer__bottom">
        <ul className="footer__social" aria-label={fr.footer.social}>
          {socials.map((s) => (
            <li key={s.href}>
              <a href={s.href} aria-label={s.label} rel="noopener" target="_blank">
                {s.icon}
              </a>
            </li>
          ))}
        </ul>
        <p className="footer__copy">
          © {dakarYear(new Date())} {brand}. {fr.footer.rights} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </p>
      </div>
    </footer>
  );
}

const iconProps = { width: 22, height: 22, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
function InstagramIcon() {
  return (
    <svg {...iconProps} fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}
function TikTokIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M16.5 3c.4 2.3 1.8 3.9 4 4.2v3.1c-1.5 0-2.8-.4-4-1.2v6.2A5.7 5.7 0 1 1 10.8 9.6v3.2a2.6 2.6 0 1 0 2.6 2.6V3h3.1z" />
    </svg>
  );
}
function YouTubeIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M22 8.2a3 3 0 0 0-2.1-2.1C18 5.6 12 5.6 12 5.6s-6 0-7.9.5A3 3 0 0 0 2 8.2 31 31 0 0 0 1.6 12c0 1.3.1 2.6.4 3.8a3 3 0 0 0 2.1 2.1c1.9.5 7.9.5 7.9.5s6 0 7.9-.5a3 3 0 0 0 2.1-2.1c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8zM10 15V9l5.2 3L10 15z" />
    </svg>
  );
}
function WhatsAppIcon() {
  return (
    <svg {...iconProps} fill="currentColor">
      <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm0 18.2c-1.5 0-3-.4-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5c-.2 0-.5.1-.7.3-.2.3-.9.9-.9 2.2s.9 2.5 1 2.7c.1.2 1.8 2.8 4.4 3.9 1.6.7 2.3.8 3.1.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3z" />
    </svg>
  );
}
