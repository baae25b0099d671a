import { z } from 'zod';

/**
 * Every validation message a person can see is French. Our schemas name their own messages where
 * it matters; for everything else (a field of the wrong type, a limit, a format) these sentences
 * replace zod's English defaults, with zod's own French locale for the rare rest. Imported for its
 * effect by every schema module, so it applies wherever one is used (server, browser, scripts).
 */
const fallback = z.locales.fr().localeError!;
const count = (n: number | bigint) => new Intl.NumberFormat('fr-FR').format(n);

const FORMATS: Record<string, string> = {
  email: 'Adresse e-mail invalide.',
  url: 'Adresse web invalide.',
  uuid: 'Identifiant invalide.',
  datetime: 'Date invalide.',
  date: 'Date invalide.',
  regex: 'Format invalide.',
};

z.config({
  localeError: (issue) => {
    switch (issue.code) {
      case 'invalid_type':
        return issue.input === undefined ? 'Ce champ est obligatoire.' : 'Ce champ n’a pas le format attendu.';
      case 'too_small':
        if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'Ce champ ne peut pas être vide.' : `Au moins ${count(issue.minimum)} caractères.`;
        if (issue.origin === 'array' || issue.origin === 'set') return `Au moins ${count(issue.minimum)} éléments.`;
        return `La valeur doit être au moins ${count(issue.minimum)}.`;
      case 'too_big':
        if (issue.origin === 'string') return `${count(issue.maximum)} caractères au plus.`;
        if (issue.origin === 'array' || issue.origin === 'set') return `${count(issue.maximum)} éléments au plus.`;
        return `La valeur doit être au plus ${count(issue.maximum)}.`;
      case 'invalid_format':
        return FORMATS[issue.format] ?? 'Format invalide.';
      case 'invalid_value':
        return 'Valeur non prise en charge : choisissez une option proposée.';
      case 'unrecognized_keys':
        return `Champ inconnu : ${issue.keys.join(', ')}.`;
      case 'invalid_union':
        return 'Valeur non prise en charge.';
      default:
        return fallback(issue);
    }
  },
});
