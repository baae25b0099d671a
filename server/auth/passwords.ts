import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

// Verified against when the e-mail is unknown, so both answers take the same time.
let dummyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('minialab-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const COMMON = new Set([
  'password', 'password1', 'motdepasse', 'azertyuiop', 'qwertyuiop', '12345678', '123456789', '1234567890',
  '87654321', '11111111', '00000000', 'iloveyou', 'sunshine', 'football', 'jetaime1', 'soleil123',
  'bonjour1', 'azerty123', 'qwerty123', 'abcd1234', 'abcdefgh', 'senegal1', 'dakar2024', 'minialab',
  'youtube1', 'youtuber', 'password123', 'admin123', 'welcome1', 'bienvenue',
]);

/** French reasons why a password is too weak; empty when it is acceptable. */
export function passwordWeaknesses(password: string, context: { email?: string; name?: string } = {}): string[] {
  const reasons: string[] = [];
  const lower = password.toLowerCase();
  if (password.length < 8) reasons.push('Il doit contenir au moins 8 caractères.');
  if (COMMON.has(lower) || /^(.)\1+$/.test(password)) reasons.push('Ce mot de passe est trop courant ou trop facile à deviner.');
  if (/^\d+$/.test(password)) reasons.push('Il ne doit pas contenir uniquement des chiffres.');
  if (isSequence(lower)) reasons.push('Évitez les suites de caractères comme « 12345678 » ou « abcdefgh ».');
  const local = context.email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && lower.includes(local)) reasons.push('Il ne doit pas contenir votre adresse e-mail.');
  const name = context.name?.toLowerCase().replace(/\s+/g, '');
  if (name && name.length >= 4 && lower.replace(/\s+/g, '').includes(name)) reasons.push('Il ne doit pas contenir votre nom.');
  if (new Set(password).size < 4 && password.length >= 8) reasons.push('Utilisez des caractères plus variés.');
  return [...new Set(reasons)];
}

function isSequence(value: string): boolean {
  if (value.length < 6) return false;
  const rows = ['abcdefghijklmnopqrstuvwxyz', '0123456789', 'azertyuiop', 'qwertyuiop', 'qsdfghjklm', 'asdfghjkl'];
  return rows.some((row) => row.includes(value) || [...row].reverse().join('').includes(value));
}
