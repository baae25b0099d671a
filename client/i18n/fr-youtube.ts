/** The words of « Aperçu YouTube » (client/pages/studio/YouTubePreview.tsx), in French. */
export const frYoutube = {
  open: 'Aperçu YouTube',
  masterBadge: 'Master',
  lockedTitle: 'Aperçu YouTube : accès anticipé Master',
  lockedUntil: (date: string) => `Cette nouveauté est réservée au forfait Master (et à son équipe) jusqu’au ${date}, puis ouverte à tous les forfaits.`,
  lockedCta: 'Voir le forfait Master',
  title: 'Aperçu YouTube',
  intro: 'Votre miniature telle qu’elle apparaîtra sur YouTube, à sa taille réelle. Tout est dessiné ici\u00a0: rien n’est envoyé à YouTube.',
  close: 'Fermer l’aperçu YouTube',
  viewsLabel: 'Où la voir',
  views: { home: 'Accueil (ordinateur)', search: 'Recherche', mobile: 'Mobile' },
  theme: 'Thème',
  light: 'Clair',
  dark: 'Sombre',
  duration: 'Durée de la vidéo',
  durationHint: 'Le badge de durée cache ce coin\u00a0: rien d’important dessous.',
  durationError: 'Écrivez une durée comme 12:34 ou 1:02:03 (12 heures au plus).',
  wideHint: 'Les résultats de recherche gardent leur taille d’ordinateur\u00a0: faites défiler de côté pour tout voir.',
  variant: (n: number) => `Variante ${n}`,
  /** The video's other words, made up: YouTube shows them around the picture. */
  sampleViews: 12_400,
  sampleAge: 'il y a 2 heures',
  sampleDescription: 'La description de votre vidéo apparaît ici, sur une ou deux lignes, sous le nom de la chaîne.',
  untitled: 'Titre de la vidéo',
  /** The channel's name when neither « Ma marque » nor the account gives one. */
  defaultChannel: 'Ma chaîne',
  meta: (...parts: string[]) => parts.join(' · '),
  pictureAlt: (title: string) => `Miniature « ${title} »`,
  pictureAltVariant: (title: string, n: number) => `Miniature « ${title} », variante ${n}`,
  /** Read before the badge's « 12:34 » by screen readers. */
  badgePrefix: 'Durée\u00a0: ',
  menu: 'Menu de la vidéo (décor)',
};
