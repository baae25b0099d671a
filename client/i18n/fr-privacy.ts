/** French words of « Confidentialité » in /espace (client/pages/account/PrivacySection.tsx, CloseAccount.tsx). */
export const frPrivacy = {
  cookies: 'Cookies : MiniaLab ne dépose que des cookies strictement nécessaires (connexion, sécurité), aucun cookie publicitaire ni de mesure d’audience. Il n’y a donc rien à accepter ni à refuser, et aucun bandeau.',
  cookiesLink: 'Liste des cookies et de leur durée',
  title: 'Confidentialité',
  lead: 'Vos données vous appartiennent : voici ce que vous pouvez faire vous-même, tout de suite.',
  policy: 'Lire la politique de confidentialité',
  noReuse: 'MiniaLab ne réutilise aucun de vos contenus (miniatures, images, photos DigitalMe) pour sa promotion ni pour entraîner un modèle.',
  digitalMe: 'Supprimer votre DigitalMe efface aussitôt vos photos et leurs mesures :',
  digitalMeLink: 'aller à mon DigitalMe',
  otherRequests: (email: string) => `Pour toute autre demande (rectification, opposition), écrivez à ${email} : nous répondons sous 30 jours.`,
  reuse: {
    title: 'Réutilisation de vos contenus',
    label: 'Je refuse que mes contenus soient réutilisés pour la promotion de MiniaLab ou l’entraînement de modèles',
    note: 'Aujourd’hui, MiniaLab ne réutilise aucun contenu : votre choix est enregistré, et toute réutilisation future devra le respecter.',
    saved: (date: string) => `Refus enregistré le ${date}.`,
    masterOnly: 'Ce refus se règle ici avec la formule Master. Quel que soit votre forfait, MiniaLab ne réutilise aujourd’hui aucun de vos contenus.',
    kept: 'Votre refus reste enregistré, même sans la formule Master.',
    pricing: 'Voir les forfaits',
  },
  export: {
    title: 'Exporter mes données',
    lead: 'Une archive ZIP de tout ce que votre compte contient : votre compte et vos appareils, vos miniatures (images et compositions), vos images importées, vos photos DigitalMe, vos factures et vos mouvements de crédits. Un e-mail vous prévient quand elle est prête ; elle se télécharge ici pendant 7 jours.',
    request: 'Exporter mes données',
    again: 'Préparer une nouvelle archive',
    running: (p: number) => `Préparation de l’archive… ${p} %`,
    progress: 'Préparation de l’archive',
    ready: (until: string) => `Votre archive est prête. Elle se télécharge jusqu’au ${until}.`,
    download: (size: string) => `Télécharger mes données (${size})`,
    expired: 'Le lien de votre dernière archive a expiré (7 jours) : préparez-en une nouvelle.',
    failed: 'La préparation de l’archive a échoué. Réessayez ; si cela recommence, écrivez au support.',
  },
  close: {
    title: 'Supprimer mon compte',
    open: 'Supprimer mon compte…',
    cancel: 'Annuler',
    intro: 'La suppression est immédiate et définitive.',
    team: (members: number) => `Votre équipe prend fin avec votre compte : ${members > 1 ? `ses ${members} membres gardent` : 'son membre garde'} leur compte et leurs miniatures, mais perd${members > 1 ? 'ent' : ''} les fonctions Master et les crédits de l’équipe. Nous les prévenons par e-mail.`,
    paid: (plan: string, date: string) => `Votre forfait ${plan} est payé jusqu’au ${date} : cette période ne sera pas remboursée (conditions générales de vente), et vos rappels de renouvellement s’arrêtent.`,
    deleted: (thumbnails: number, uploads: number, photos: number) =>
      `Seront supprimés : votre compte et vos sessions, ${thumbnails} miniature${thumbnails > 1 ? 's' : ''}, ${uploads} image${uploads > 1 ? 's' : ''} importée${uploads > 1 ? 's' : ''}${photos > 0 ? `, votre DigitalMe (${photos} photo${photos > 1 ? 's' : ''})` : ''}, vos crédits et leur historique.`,
    kept: (invoices: number) =>
      invoices > 0
        ? `Seront conservées ${invoices} facture${invoices > 1 ? 's' : ''}, avec le nom et l’adresse qui y figurent, pendant 10 ans : la loi l’impose pour les pièces comptables.`
        : 'Aucune facture n’est attachée à votre compte : rien ne sera conservé à votre nom.',
    gift: 'Les crédits offerts à l’inscription ne seront pas offerts une seconde fois à la même adresse.',
    password: 'Votre mot de passe',
    google: 'Vous vous connectez avec Google : si votre dernière connexion date de plus de 15 minutes, reconnectez-vous d’abord.',
    confirm: 'Tapez SUPPRIMER pour confirmer',
    submit: 'Supprimer définitivement mon compte',
    submitting: 'Suppression…',
  },
};
