/** French words of « Face Swap » in the studio. */
export const frFaceSwap = {
  title: 'Face Swap',
  hint: 'Remplace un visage photographié de cette miniature par celui de votre DigitalMe. Si l’échange échoue, vos crédits sont rendus.',
  apply: (cost: string) => `Mettre mon visage · ${cost}`,
  applying: 'Face Swap en cours…',
  started: 'Face Swap lancé : la miniature se redessine avec votre visage.',
  plan: (plan: string) => `Face Swap est réservé au forfait ${plan} et au-delà.`,
  seePlans: 'Voir les tarifs',
  digitalMe: 'Créez votre DigitalMe dans Mon espace',
  noFace: 'Face Swap remplace un visage photographié (images ajoutées en style Gaming, images IA) : dans les autres styles, ajoutez-vous avec « Moi ».',
  notReady: 'Attendez la fin du rendu de la miniature.',
  choose: 'Plusieurs visages : choisissez celui à remplacer.',
  face: (n: number, where: string) => `Visage ${n}${where ? ` (${where})` : ''}`,
  profile: 'trop tourné',
  /** Where a face sits in the frame, in words (the list beside the preview). */
  where: (x: number, y: number) => `${y < 0.33 ? 'en haut, ' : y > 0.66 ? 'en bas, ' : ''}${x < 0.33 ? 'à gauche' : x > 0.66 ? 'à droite' : 'au centre'}`,
} as const;
