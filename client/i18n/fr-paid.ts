/** What a person reads when a paid action got no answer: it may have been done, and is never charged twice. */
export const frPaid = {
  /** « Générer » sent again keeps the click's name: the server answers what it made instead of charging again. */
  generationUnknown:
    'Le service est momentanément indisponible : votre génération a peut-être été enregistrée. Cliquez de nouveau sur « Générer » : si elle l’a été, vous la retrouverez sans nouveau débit.',
  /** A change to a thumbnail: read again before it may be sent again. */
  changeUnknown:
    'Le service est momentanément indisponible : votre demande a peut-être été enregistrée. Réessayez : nous vérifions d’abord votre miniature, pour ne jamais la facturer deux fois.',
  changeWentThrough: 'Votre demande avait bien été enregistrée : elle n’a pas été envoyée une seconde fois. Votre miniature et votre solde sont à jour.',
} as const;
