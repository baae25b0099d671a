/** French e-mails (HTML and text) for the account flows. Every value is escaped in the HTML. */
import { SIGNUP_GIFT, SIGNUP_GIFT_THUMBNAILS } from '../../shared/credits';
import { formatDay, formatDayTime, formatMegabytes } from '../../shared/format';

export type MailTemplate =
  | { kind: 'verify-email'; name: string; link: string; hours: number }
  | { kind: 'account-exists'; name: string; signInLink: string; recoveryLink: string }
  | { kind: 'mfa-changed'; name: string; enabled: boolean; when: Date }
  | { kind: 'sign-in-code'; name: string; code: string; minutes: number }
  | { kind: 'password-recovery'; name: string; link: string; minutes: number }
  | { kind: 'new-sign-in'; name: string; device: string; ip: string; when: Date }
  | { kind: 'payment-confirmed'; name: string; label: string; amount: string; invoiceNumber: string; detail: string | null; credits: number; accountLink: string }
  | { kind: 'renewal-reminder'; name: string; planName: string; endsAt: Date; amount: string; renewLink: string; settingsLink: string }
  | { kind: 'subscription-ended'; name: string; planName: string; endedAt: Date; pricingLink: string }
  | { kind: 'password-changed'; name: string; added: boolean; when: Date; endedOthers: number }
  | { kind: 'team-invitation'; name: string; owner: string; link: string; until: Date }
  | { kind: 'team-left'; name: string; owner: string; why: 'removed' | 'plan_ended' | 'owner_closed' }
  | { kind: 'data-export-ready'; name: string; link: string; until: Date; bytes: number }
  | { kind: 'account-closed'; name: string; when: Date; thumbnails: number; uploads: number; digitalMePhotos: number; invoicesKept: number; reason: 'request' | 'inactivity' }
  | { kind: 'support-request'; name: string; reference: string; priority: boolean; from: string; plan: string; subject: string; message: string; thumbnail: string | null }
  | { kind: 'support-answer'; name: string; reference: string; subject: string; answer: string; link: string }
  | { kind: 'inactive-warning'; name: string; closesOn: Date; signInLink: string }
  | { kind: 'email-change-confirm'; name: string; newEmail: string; link: string; hours: number }
  | { kind: 'email-change-requested'; name: string; newEmail: string; when: Date }
  | { kind: 'email-changed'; name: string; oldEmail: string; newEmail: string; when: Date }
  | { kind: 'google-link-changed'; name: string; linked: boolean; googleEmail: string | null; when: Date };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface MailBrand {
  brand: string;
  supportEmail: string;
  publicUrl: string;
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const credits = new Intl.NumberFormat('fr-FR');

interface Parts {
  subject: string;
  intro: string;
  /** A big code or a button, the one thing the message is for. */
  action: { code: string } | { label: string; link: string } | null;
  after: string[];
}

function parts(t: MailTemplate, brand: MailBrand): Parts {
  switch (t.kind) {
    case 'verify-email':
      return {
        subject: `Confirmez votre adresse e-mail — ${brand.brand}`,
        intro: `Bienvenue sur ${brand.brand}\u00a0! Confirmez votre adresse e-mail pour activer votre compte et recevoir vos ${SIGNUP_GIFT.credits} crédits offerts (${SIGNUP_GIFT_THUMBNAILS} miniatures).`,
        action: { label: 'Confirmer mon adresse', link: t.link },
        after: [`Ce lien est valable ${t.hours}\u00a0heures et ne sert qu’une fois.`, 'Si vous n’avez pas créé de compte, ignorez ce message.'],
      };
    case 'account-exists':
      return {
        subject: `Vous avez déjà un compte ${brand.brand}`,
        intro: 'Quelqu’un (sans doute vous) a voulu créer un compte avec cette adresse e-mail, mais vous en avez déjà un. Aucun second compte n’a été créé.',
        action: { label: 'Me connecter', link: t.signInLink },
        after: [`Mot de passe oublié\u00a0? Choisissez-en un nouveau ici\u00a0: ${t.recoveryLink}`, 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: rien n’a changé sur votre compte.'],
      };
    case 'mfa-changed':
      return {
        subject: t.enabled ? `Double authentification activée — ${brand.brand}` : `Double authentification désactivée — ${brand.brand}`,
        intro: t.enabled
          ? `La double authentification a été activée sur votre compte le ${formatDayTime(t.when)}. Chaque connexion demandera désormais le code de votre application d’authentification.`
          : `La double authentification a été désactivée sur votre compte le ${formatDayTime(t.when)}. Votre mot de passe ou un code e-mail suffisent de nouveau pour vous connecter.`,
        action: null,
        after: [`Si ce n’était pas vous, changez votre mot de passe tout de suite et fermez les autres sessions depuis votre espace\u00a0: ${brand.publicUrl}/espace`],
      };
    case 'sign-in-code':
      return {
        subject: `Votre code de connexion ${brand.brand} : ${t.code}`,
        intro: 'Voici votre code de connexion à usage unique\u00a0:',
        action: { code: t.code },
        after: [`Il est valable ${t.minutes}\u00a0minutes. Ne le communiquez à personne\u00a0: ${brand.brand} ne vous le demandera jamais.`],
      };
    case 'password-recovery':
      return {
        subject: `Réinitialisez votre mot de passe — ${brand.brand}`,
        intro: 'Vous avez demandé à changer votre mot de passe. Ce lien est valable une seule fois, pendant ' + `${t.minutes}\u00a0minutes\u00a0:`,
        action: { label: 'Choisir un nouveau mot de passe', link: t.link },
        after: ['Une fois le mot de passe changé, toutes vos autres sessions seront fermées.', 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: votre mot de passe reste inchangé.'],
      };
    case 'new-sign-in':
      return {
        subject: `Nouvelle connexion à votre compte ${brand.brand}`,
        intro: `Une connexion à votre compte a eu lieu le ${formatDayTime(t.when)} depuis «\u202f${t.device}\u202f» (adresse ${t.ip}).`,
        action: null,
        after: [`Si c’était vous, rien à faire. Sinon, changez votre mot de passe et fermez les autres sessions depuis votre espace\u00a0: ${brand.publicUrl}/espace`],
      };
    case 'payment-confirmed':
      return {
        subject: `Paiement confirmé — facture ${t.invoiceNumber}`,
        intro: `Merci\u00a0! Votre paiement de ${t.amount} pour «\u202f${t.label}\u202f» est confirmé. ${credits.format(t.credits)}\u00a0crédits ont été ajoutés à votre compte.`,
        action: { label: 'Voir mon espace', link: t.accountLink },
        after: [...(t.detail ? [t.detail + '.'] : []), `Votre facture ${t.invoiceNumber} est jointe à ce message\u00a0; elle reste téléchargeable dans votre espace personnel.`],
      };
    case 'renewal-reminder':
      return {
        subject: `Votre forfait ${t.planName} se termine le ${formatDay(t.endsAt)}`,
        intro: `Votre forfait ${t.planName} se termine le ${formatDayTime(t.endsAt)}. Pour continuer sans interruption, renouvelez-le (${t.amount} pour 30\u00a0jours)\u00a0: la nouvelle période commencera à la fin de l’actuelle.`,
        action: { label: 'Renouveler mon forfait', link: t.renewLink },
        after: ['Les crédits non utilisés expirent à la fin de la période.', `Vous ne souhaitez plus ces rappels\u00a0? Désactivez le renouvellement dans votre espace\u00a0: ${t.settingsLink}`],
      };
    case 'subscription-ended':
      return {
        subject: `Votre forfait ${t.planName} est terminé`,
        intro: `Votre forfait ${t.planName} a pris fin le ${formatDayTime(t.endedAt)}. Les crédits de la période ont expiré.`,
        action: { label: 'Choisir un forfait', link: t.pricingLink },
        after: ['Vos miniatures restent dans votre historique.'],
      };
    case 'support-request':
      return {
        subject: `${t.priority ? '[PRIORITAIRE] ' : ''}Demande ${t.reference} : ${t.subject}`,
        intro: `Nouvelle demande de ${t.from} (forfait ${t.plan})${t.priority ? ', prioritaire (Master)' : ''}.`,
        action: null,
        after: [`Objet : ${t.subject}`, t.message, ...(t.thumbnail ? [`Miniature concernée : ${t.thumbnail}`] : []), `Répondre : npm run support -- reply ${t.reference} "votre réponse"`],
      };
    case 'support-answer':
      return {
        subject: `Réponse à votre demande ${t.reference} — ${brand.brand}`,
        intro: `Voici la réponse du support à votre demande « ${t.subject} » :`,
        action: { label: 'Voir dans mon espace', link: t.link },
        after: [t.answer],
      };
    case 'inactive-warning':
      return {
        subject: `Votre compte ${brand.brand} sera supprimé faute d’utilisation`,
        intro: `Vous ne vous êtes pas connecté à ${brand.brand} depuis près de 3 ans. Comme l’annonce notre politique de confidentialité, votre compte et vos données (miniatures, images, DigitalMe) seront supprimés le ${formatDayTime(t.closesOn)}, sauf si vous vous connectez d’ici là.`,
        action: { label: 'Me connecter et garder mon compte', link: t.signInLink },
        after: ['Une simple connexion suffit à garder votre compte. Vos factures restent conservées 10 ans dans tous les cas, comme la loi l’impose.'],
      };
    case 'data-export-ready':
      return {
        subject: `Vos données ${brand.brand} sont prêtes à télécharger`,
        intro: `L’archive de vos données que vous avez demandée est prête (${formatMegabytes(t.bytes)}). Téléchargez-la depuis votre espace, connecté à votre compte : personne d’autre ne peut l’ouvrir.`,
        action: { label: 'Télécharger mes données', link: t.link },
        after: [`Le téléchargement reste possible jusqu’au ${formatDayTime(t.until)} ; l’archive est ensuite effacée. Vous pourrez en demander une nouvelle à tout moment.`, 'Elle contient vos photos et vos données personnelles : gardez-la en lieu sûr.'],
      };
    case 'team-invitation':
      return {
        subject: `${t.owner} vous invite dans son équipe ${brand.brand}`,
        intro: `${t.owner} vous invite à rejoindre son équipe sur ${brand.brand}, le studio de miniatures YouTube. Dans l’équipe, vous avez les fonctions de son forfait Master (DigitalMe, Face Swap, export 4K…) ; vos miniatures restent à vous, et quand vos propres crédits sont épuisés, vous utilisez ceux de l’équipe.`,
        action: { label: 'Rejoindre l’équipe', link: t.link },
        after: [
          `Ce lien sert une seule fois et reste valable jusqu’au ${formatDayTime(t.until)}. Connectez-vous (ou créez votre compte) avec cette adresse e-mail pour l’accepter.`,
          `Vous ne connaissez pas ${t.owner} ? Ignorez ce message : rien ne se passera.`,
        ],
      };
    case 'team-left':
      return {
        subject: `Vous ne faites plus partie de l’équipe de ${t.owner}`,
        intro:
          t.why === 'removed'
            ? `${t.owner} vous a retiré de son équipe ${brand.brand}.`
            : t.why === 'plan_ended'
              ? `Le forfait Master de ${t.owner} a pris fin : son équipe ${brand.brand} est dissoute.`
              : `${t.owner} a fermé son compte ${brand.brand} : son équipe est dissoute.`,
        action: null,
        after: [
          'Votre compte, vos miniatures et vos propres crédits restent à vous. Les fonctions et les crédits de l’équipe ne sont plus disponibles.',
          'Pour retrouver ces fonctions, choisissez un forfait depuis la page Tarifs.',
        ],
      };
    case 'password-changed':
      return {
        subject: t.added ? `Un mot de passe a été ajouté à votre compte ${brand.brand}` : `Votre mot de passe ${brand.brand} a été changé`,
        intro: t.added
          ? `Le ${formatDayTime(t.when)}, un mot de passe a été ajouté à votre compte : vous pouvez désormais vous connecter avec votre adresse e-mail, en plus de Google.`
          : `Le mot de passe de votre compte a été changé le ${formatDayTime(t.when)}.`,
        action: null,
        after: [
          ...(t.endedOthers > 0 ? [`${credits.format(t.endedOthers)} autre${t.endedOthers > 1 ? 's' : ''} appareil${t.endedOthers > 1 ? 's ont' : ' a'} été déconnecté${t.endedOthers > 1 ? 's' : ''}.`] : []),
          `Si vous n’êtes pas à l’origine de ce changement, choisissez vite un nouveau mot de passe (« Mot de passe oublié ») et écrivez-nous : ${brand.supportEmail}.`,
        ],
      };
    case 'email-change-confirm':
      return {
        subject: `Confirmez votre nouvelle adresse e-mail — ${brand.brand}`,
        intro: `Vous avez demandé que votre compte ${brand.brand} utilise désormais l’adresse ${t.newEmail}. Confirmez-la pour terminer\u00a0: tant que ce n’est pas fait, votre ancienne adresse reste celle du compte.`,
        action: { label: 'Confirmer ma nouvelle adresse', link: t.link },
        after: [`Ce lien est valable ${t.hours}\u00a0heures et ne sert qu’une fois.`, 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00a0: rien ne changera.'],
      };
    case 'email-change-requested':
      return {
        subject: `Changement d’adresse e-mail demandé — ${brand.brand}`,
        intro: `Le ${formatDayTime(t.when)}, un changement d’adresse e-mail a été demandé pour votre compte ${brand.brand}, vers ${t.newEmail}. Rien ne change tant que le lien envoyé à cette nouvelle adresse n’a pas été confirmé.`,
        action: null,
        after: [`Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe tout de suite, fermez les autres sessions depuis votre espace (${brand.publicUrl}/espace) et écrivez-nous\u00a0: ${brand.supportEmail}.`],
      };
    case 'email-changed':
      return {
        subject: `Votre adresse e-mail ${brand.brand} a été changée`,
        intro: `Le ${formatDayTime(t.when)}, l’adresse e-mail de votre compte ${brand.brand} est passée de ${t.oldEmail} à ${t.newEmail}. Nos messages iront désormais à la nouvelle adresse, et c’est elle qui sert à vous connecter.`,
        action: null,
        after: [`Si vous n’êtes pas à l’origine de ce changement, écrivez-nous au plus vite depuis cette adresse\u00a0: ${brand.supportEmail}.`],
      };
    case 'google-link-changed':
      return {
        subject: t.linked ? `Compte Google lié à votre compte ${brand.brand}` : `Compte Google délié de votre compte ${brand.brand}`,
        intro: t.linked
          ? `Le ${formatDayTime(t.when)}, un compte Google${t.googleEmail ? ` (${t.googleEmail})` : ''} a été lié à votre compte ${brand.brand} : il permet désormais de vous connecter avec «\u202fContinuer avec Google\u202f».`
          : `Le ${formatDayTime(t.when)}, Google a été délié de votre compte ${brand.brand} : connectez-vous désormais avec votre adresse e-mail et votre mot de passe (ou un code reçu par e-mail).`,
        action: null,
        after: [`Si vous n’êtes pas à l’origine de ce changement, changez votre mot de passe tout de suite, fermez les autres sessions depuis votre espace (${brand.publicUrl}/espace) et écrivez-nous\u00a0: ${brand.supportEmail}.`],
      };
    case 'account-closed': {
      const n = (count: number, one: string, many: string) => `${credits.format(count)} ${count > 1 ? many : one}`;
      return {
        subject: `Votre compte ${brand.brand} est supprimé`,
        intro:
          t.reason === 'inactivity'
            ? `Votre compte ${brand.brand} n’avait pas servi depuis 3 ans et vous en aviez été prévenu 30 jours plus tôt : comme l’annonce notre politique de confidentialité, il a été fermé le ${formatDayTime(t.when)} et vos données supprimées.`
            : `Comme vous l’avez demandé le ${formatDayTime(t.when)}, votre compte ${brand.brand} a été fermé et vos données supprimées.`,
        action: null,
        after: [
          `Supprimés aussitôt : votre compte et vos sessions, ${n(t.thumbnails, 'miniature', 'miniatures')} avec leurs versions et leurs exports, ${n(t.uploads, 'image importée', 'images importées')}, ${t.digitalMePhotos > 0 ? `votre DigitalMe (${n(t.digitalMePhotos, 'photo', 'photos')}, leurs mesures et détourages)` : 'votre DigitalMe s’il existait'}, vos crédits et leur historique.`,
          t.invoicesKept > 0
            ? `Conservées : vos ${n(t.invoicesKept, 'facture', 'factures')}, avec le nom et l’adresse e-mail qui y figurent, pendant 10 ans, comme la loi l’impose pour les pièces comptables. Elles ne sont plus rattachées à aucun compte.`
            : 'Aucune facture n’était attachée à votre compte : rien n’est conservé à votre nom.',
          'Vos éventuelles demandes au support restent conservées 2\u00a0ans après leur envoi, comme l’annonce notre politique de confidentialité, puis sont effacées.',
          'Aucun remboursement n’est dû pour une période déjà payée (conditions générales de vente). Les crédits offerts à l’inscription ne sont pas offerts une seconde fois à la même adresse.',
          `Si vous n’êtes pas à l’origine de cette demande, répondez vite à ce message : ${brand.supportEmail}.`,
        ],
      };
    }
  }
}

export function renderMail(template: MailTemplate, brand: MailBrand): RenderedMail {
  const p = parts(template, brand);
  const greeting = template.name ? `Bonjour ${template.name},` : 'Bonjour,';
  const signature = `L’équipe ${brand.brand}\nUne question\u00a0? ${brand.supportEmail}`;
  const actionText = !p.action ? '' : 'code' in p.action ? `\n\n    ${p.action.code}\n` : `\n\n${p.action.label}\u00a0: ${p.action.link}\n`;
  const text = `${greeting}\n\n${p.intro}${actionText}\n${p.after.join('\n\n')}\n\n${signature}\n`;

  const actionHtml = !p.action
    ? ''
    : 'code' in p.action
      ? `<p style="font-size:32px;font-weight:800;letter-spacing:8px;margin:24px 0;color:#111">${escape(p.action.code)}</p>`
      : `<p style="margin:24px 0"><a href="${escape(p.action.link)}" style="background:#d42a1c;color:#fff;text-decoration:none;font-weight:700;padding:12px 22px;border-radius:999px;display:inline-block">${escape(p.action.label)}</a></p><p style="font-size:13px;color:#555">Ou copiez ce lien\u00a0: <br><span style="word-break:break-all">${escape(p.action.link)}</span></p>`;
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(p.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#fff;border-radius:12px"><tr><td style="padding:28px">
<p style="font-size:20px;font-weight:800;margin:0 0 20px">${escape(brand.brand)}</p>
<p style="margin:0 0 12px">${escape(greeting)}</p>
<p style="margin:0 0 12px;line-height:1.5">${escape(p.intro)}</p>
${actionHtml}
${p.after.map((line) => `<p style="margin:0 0 12px;line-height:1.5;color:#444">${escape(line)}</p>`).join('\n')}
<p style="margin:24px 0 0;color:#666;font-size:13px;white-space:pre-line">${escape(signature)}</p>
</td></tr></table></td></tr></table></body></html>`;
  return { subject: p.subject, text, html };
}
