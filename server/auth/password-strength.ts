import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as fr from '@zxcvbn-ts/language-fr';
import { PASSWORD_MIN } from '../../shared/schemas/auth';

/** Words anyone would try first against a MiniaLab account. */
const PRODUCT_WORDS = ['minialab', 'miniature', 'miniatures', 'youtube', 'youtubeur', 'thumbnail', 'dakar', 'abidjan', 'senegal', 'motdepasse', 'azerty'];

const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...fr.dictionary, product: PRODUCT_WORDS },
  graphs: common.adjacencyGraphs,
  translations: fr.translations,
});

/** zxcvbn score needed (0–4): 3 resists an offline attack on a slow hash, which argon2id is. */
export const MIN_PASSWORD_SCORE = 3;

/**
 * French reasons why a password is too weak (empty when it is acceptable), from zxcvbn's estimate
 * with the common and French dictionaries and what we know of the person.
 */
export function passwordWeaknesses(password: string, context: { email?: string; name?: string } = {}): string[] {
  if (password.length < PASSWORD_MIN) return [`Il doit contenir au moins ${PASSWORD_MIN} caractères.`];
  const personal = [context.email, context.email?.split('@')[0], ...(context.name?.split(/\s+/) ?? [])].filter((v): v is string => Boolean(v));
  const result = zxcvbn.check(password.slice(0, 128), personal);
  if (result.score >= MIN_PASSWORD_SCORE) return [];
  const reasons = [result.feedback.warning ?? 'Ce mot de passe est trop facile à deviner.', ...result.feedback.suggestions];
  return [...new Set(reasons.filter((r): r is string => Boolean(r)))];
}
