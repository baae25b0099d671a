import { SIGNUP_GIFT_THUMBNAILS } from './credits';
import { currentVersionLine } from './legal';
import type { PageName } from './routes';

export interface PageMeta {
  title: string;
  description: string;
  /** false for private pages: kept out of the sitemap and marked noindex. */
  indexable: boolean;
}

const BRAND = 'MiniaLab';

/** One title and description per page (French), used by the server's HTML and by client navigation. */
export const PAGE_META: Record<PageName, PageMeta> = {
  home: {
    title: `${BRAND} — Miniatures YouTube par IA, en F CFA`,
    description:
      `Créez des miniatures YouTube percutantes en quelques secondes : titre, prompt ou image, styles pros, export HD. Forfaits mensuels en F CFA, ${SIGNUP_GIFT_THUMBNAILS} miniatures offertes.`,
    indexable: true,
  },
  pricing: {
    title: `Tarifs — ${BRAND}`,
    description: 'Forfaits Starter, Premium et Master en F CFA TTC par mois : crédits, FaceSwap, DigitalMe, export 4K. Paiement Wave, Orange Money, Free Money ou carte.',
    indexable: true,
  },
  studio: {
    title: `Studio — ${BRAND}`,
    description: 'Tapez votre titre, choisissez un style et générez une miniature 1280×720 prête pour YouTube.',
    indexable: true,
  },
  signIn: { title: `Connexion — ${BRAND}`, description: 'Connectez-vous ou créez votre compte MiniaLab : 30 crédits offerts à l’inscription.', indexable: true },
  forgotPassword: { title: `Mot de passe oublié — ${BRAND}`, description: 'Recevez par e-mail un lien pour choisir un nouveau mot de passe MiniaLab.', indexable: false },
  verifyEmail: { title: `Confirmer mon adresse — ${BRAND}`, description: 'Confirmez votre adresse e-mail pour activer votre compte MiniaLab et recevoir vos 30 crédits offerts.', indexable: false },
  confirmEmailChange: { title: `Confirmer ma nouvelle adresse — ${BRAND}`, description: 'Confirmez la nouvelle adresse e-mail de votre compte MiniaLab.', indexable: false },
  account: { title: `Mon espace — ${BRAND}`, description: 'Votre compte, vos crédits et leurs dates d’expiration.', indexable: false },
  success: { title: `Paiement confirmé — ${BRAND}`, description: 'Merci : votre paiement est confirmé et un e-mail de confirmation va vous être envoyé.', indexable: false },
  sandboxCheckout: { title: `Paiement — Mode test — ${BRAND}`, description: 'Page de paiement de test : aucun argent réel n’est débité.', indexable: false },
  cancel: { title: `Paiement annulé — ${BRAND}`, description: 'Votre paiement a été annulé : aucun débit n’a été effectué.', indexable: false },
  cgv: { title: `Conditions générales de vente — ${BRAND}`, description: `Conditions générales de vente des forfaits et packs de crédits MiniaLab (${currentVersionLine('cgv')}).`, indexable: true },
  cgu: { title: `Conditions générales d’utilisation — ${BRAND}`, description: `Conditions générales d’utilisation du studio MiniaLab (${currentVersionLine('cgu')}).`, indexable: true },
  legalArchive: { title: `Version antérieure d’un texte légal — ${BRAND}`, description: 'Une version antérieure des CGU, des CGV ou de la politique de confidentialité de MiniaLab, telle qu’elle était en vigueur.', indexable: false },
  privacy: { title: `Politique de confidentialité — ${BRAND}`, description: `Données collectées, durées de conservation et vos droits (${currentVersionLine('privacy')}).`, indexable: true },
};

export const NOT_FOUND_META: PageMeta = { title: `Page introuvable — ${BRAND}`, description: 'Cette page n’existe pas.', indexable: false };
