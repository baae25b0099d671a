// End-to-end tests drive Debian's Chromium (a browser download never works on our machines).
// Installs it with apt when missing and we are root; otherwise says exactly what to install.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium absent : installation du paquet Debian « chromium »…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
  if (existsSync(CHROMIUM)) process.exit(0);
}
console.error(
  `Chromium introuvable (${CHROMIUM}). Installez-le puis relancez les tests :\n` +
    '  sudo apt-get update && sudo apt-get install -y chromium\n' +
    'ou indiquez un autre binaire avec CHROMIUM_PATH=/chemin/vers/chromium.',
);
process.exit(1);
