/** French words of « Support » in /espace (client/pages/account/SupportSection.tsx). */
export const frSupport = {
  title: 'Support',
  lead: 'Une question, un souci avec une miniature ou un paiement ? Écrivez-nous ici : la réponse arrive par e-mail et s’affiche ci-dessous.',
  priority: 'Formule Master : vos demandes sont traitées en priorité.',
  subject: 'Objet',
  message: 'Votre message',
  thumbnail: 'Miniature concernée (facultatif)',
  none: 'Aucune',
  send: 'Envoyer ma demande',
  sending: 'Envoi…',
  sent: (ref: string) => `Demande ${ref} envoyée : nous vous répondons par e-mail, et la réponse s’affichera ici.`,
  history: 'Mes demandes',
  waiting: 'En attente de réponse',
  answered: (date: string) => `Réponse du ${date}`,
  prioritaire: 'prioritaire',
};
