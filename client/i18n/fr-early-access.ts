/** French words of Master's « Accès anticipé aux nouveautés » (client/components/EarlyAccessList.tsx). */
export const frEarlyAccess = {
  title: 'Accès anticipé aux nouveautés',
  pricingLead: 'Avec Master (et pour les membres de son équipe), les nouveautés arrivent avant leur ouverture à tous les forfaits. En accès anticipé aujourd’hui :',
  accountLead: 'Les nouveautés réservées au forfait Master jusqu’à leur date d’ouverture à tous.',
  none: 'Aucune nouveauté n’est en accès anticipé en ce moment.',
  until: (date: string) => `(Master jusqu’au ${date}, puis tous les forfaits)`,
  yours: (date: string) => `(vous y avez accès ; ouverte à tous le ${date})`,
  notYours: (date: string) => `(réservée à Master jusqu’au ${date})`,
  toPricing: 'Voir le forfait Master',
};
