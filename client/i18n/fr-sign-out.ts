/** The sign-out warning's words (unsaved editor edits on this device). */
export const frSignOut = {
  title: 'Modifications non enregistrées',
  text: (thumbnails: number) =>
    `Vous avez des modifications non enregistrées sur ${thumbnails === 1 ? 'une miniature' : `${thumbnails} miniatures`}. En vous déconnectant, vous les supprimez de cet appareil.`,
  saveHint: (credits: number) => `« Enregistrer » vous ramène à l’éditeur, où l’enregistrement d’une modification coûte ${credits} crédits.`,
  save: 'Enregistrer',
  discard: 'Supprimer et se déconnecter',
  signingOut: 'Déconnexion…',
  close: 'Fermer et rester connecté',
};
