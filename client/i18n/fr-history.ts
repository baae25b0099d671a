/** French words of the manageable history, the versions list and « Dupliquer ». */
export const frHistory = {
  title: 'Historique',
  accountTitle: 'Mes miniatures',
  empty: 'Vos miniatures générées apparaîtront ici.',
  noMatch: 'Aucune miniature ne correspond à ces filtres.',
  filters: 'Filtrer l’historique',
  search: 'Rechercher par titre',
  searchPlaceholder: 'Ex. : thiéboudienne',
  style: 'Filtrer par style',
  anyStyle: 'Tous les styles',
  from: 'Du',
  to: 'Au',
  datesOrder: 'La date de fin précède la date de début.',
  exports: 'Exports réalisés',
  exportLabels: { '4k': '4K', story: '9:16 (Shorts)', square: '1:1 (carré)' } as Record<'4k' | 'story' | 'square', string>,
  clear: 'Effacer les filtres',
  count: (n: number, more: boolean) => (n === 0 ? '' : `${n}${more ? '+' : ''} miniature${n > 1 ? 's' : ''}`),
  loadMore: 'Voir plus',
  loading: 'Chargement…',
  open: (title: string) => `Ouvrir « ${title} » dans le studio`,
  download: 'Télécharger',
  downloadOf: (title: string) => `Télécharger « ${title} » en HD`,
  duplicate: 'Dupliquer',
  duplicateOf: (title: string) => `Dupliquer « ${title} » (gratuit)`,
  duplicated: 'Copie créée, sans frais : elle est en cours de rendu.',
  rename: 'Renommer',
  renameOf: (title: string) => `Renommer « ${title} »`,
  renameLabel: 'Nouveau titre',
  save: 'Enregistrer',
  cancel: 'Annuler',
  renamed: 'Titre enregistré.',
  remove: 'Supprimer',
  removeOf: (title: string) => `Supprimer « ${title} »`,
  select: 'Sélectionner',
  selectOf: (title: string) => `Sélectionner « ${title} »`,
  endSelect: 'Terminer la sélection',
  selected: (n: number) => (n === 0 ? 'Aucune miniature sélectionnée' : n === 1 ? '1 miniature sélectionnée' : `${n} miniatures sélectionnées`),
  removeSelected: (n: number) => `Supprimer la sélection (${n})`,
  confirmTitle: (n: number) => (n === 1 ? 'Supprimer cette miniature ?' : `Supprimer ces ${n} miniatures ?`),
  confirmOne: (title: string) => `« ${title} » sera supprimée avec toutes ses versions, ses exports (4K, 9:16, 1:1) et ses fichiers. C’est définitif.`,
  confirmMany: (n: number) => `Ces ${n} miniatures seront supprimées avec toutes leurs versions, leurs exports (4K, 9:16, 1:1) et leurs fichiers. C’est définitif.`,
  confirm: (n: number) => (n === 1 ? 'Supprimer définitivement' : `Supprimer les ${n} miniatures`),
  deleting: 'Suppression…',
  deleted: (n: number) => (n === 1 ? 'Miniature supprimée.' : `${n} miniatures supprimées.`),
  busy: 'En cours de rendu : attendez qu’elle soit prête.',
  close: 'Fermer',
  /** Versions of the current thumbnail, under the preview. */
  versions: {
    title: 'Versions',
    lead: 'Chaque enregistrement est une version. Restaurer une version est gratuit : elle devient une nouvelle version.',
    current: 'Version actuelle',
    restore: 'Restaurer',
    restoreOf: (label: string, date: string) => `Restaurer la version « ${label} » du ${date} (gratuit)`,
    restoring: 'Restauration…',
    restored: 'Version restaurée, sans frais : le rendu est en cours.',
    pictureOf: (label: string, date: string) => `Version « ${label} » du ${date}`,
    empty: 'Les versions apparaîtront ici une fois la miniature prête.',
  },
};

/** A download's file name from a title, French letters without accents (« miniature-l-ete-a-dakar.jpg »). */
export function downloadName(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
  return `miniature-${slug || 'sans-titre'}.jpg`;
}
