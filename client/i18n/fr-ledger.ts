/** French words of « Mouvements de crédits » in /espace (client/pages/account/CreditHistory.tsx). */
export const frLedger = {
  title: 'Mouvements de crédits',
  lead: 'Chaque crédit reçu, dépensé ou rendu, du plus récent au plus ancien.',
  date: 'Date',
  what: 'Opération',
  credits: 'Crédits',
  empty: 'Aucun mouvement pour l’instant.',
  more: 'Voir les mouvements plus anciens',
  loadingMore: 'Chargement…',
  by: (name: string) => `par ${name}`,
  teamCredits: 'crédits de l’équipe',
  validUntil: (date: string) => `valables jusqu’au ${date}`,
  signed: (n: number) => `${n > 0 ? '+' : '−'}${new Intl.NumberFormat('fr-FR').format(Math.abs(n))}`,
};
