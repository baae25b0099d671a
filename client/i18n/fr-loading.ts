/** What a section of a page says while its data loads, and when it could not load. */
export const frLoading = {
  retry: 'Réessayer',
  retrying: 'Nouvel essai…',
  credits: 'Chargement de vos crédits…',
  subscription: 'Chargement de votre forfait…',
  invoices: 'Chargement de vos factures…',
  thumbnails: 'Chargement de vos miniatures…',
  ledger: 'Chargement de vos mouvements de crédits…',
  digitalMe: 'Chargement de votre DigitalMe…',
  team: 'Chargement de votre équipe…',
  mfa: 'Chargement de la double authentification…',
  sessions: 'Chargement de vos appareils…',
} as const;
