/** French words of « Compte » in /espace (client/pages/account/AccountSettings.tsx). */
export const frAccount = {
  title: 'Mon compte',
  name: 'Nom',
  saveName: 'Enregistrer le nom',
  nameSaved: 'Nom enregistré : il s’affiche déjà sur vos autres appareils.',
  email: 'Adresse e-mail',
  emailNote: (support: string) => `Pour changer d’adresse e-mail, écrivez-nous depuis l’adresse actuelle à ${support} : la modification en ligne n’est pas encore proposée.`,
  password: {
    title: 'Mot de passe',
    titleAdd: 'Ajouter un mot de passe',
    addLead: 'Vous vous connectez avec Google. Ajoutez un mot de passe pour pouvoir aussi vous connecter avec votre adresse e-mail (si votre connexion date de plus de 15 minutes, reconnectez-vous d’abord).',
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    hint: 'Au moins 8 caractères, difficile à deviner : une phrase de plusieurs mots fonctionne très bien.',
    endOthers: 'Déconnecter mes autres appareils',
    submit: 'Changer le mot de passe',
    submitAdd: 'Ajouter le mot de passe',
    saving: 'Enregistrement…',
    changed: (ended: number) => `Mot de passe changé.${ended > 0 ? ` ${ended} autre${ended > 1 ? 's' : ''} appareil${ended > 1 ? 's' : ''} déconnecté${ended > 1 ? 's' : ''}.` : ''} Un e-mail vous le confirme.`,
    added: 'Mot de passe ajouté : vous pouvez aussi vous connecter avec votre adresse e-mail. Un e-mail vous le confirme.',
  },
};
