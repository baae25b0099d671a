// The headline OCR test reads thumbnails back with Debian's Tesseract and its French model (no npm
// OCR package, no model download). Installs them with apt when missing and we are root; otherwise
// says exactly what to install.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const TESSERACT = process.env.TESSERACT_PATH ?? '/usr/bin/tesseract';
const PACKAGES = ['tesseract-ocr', 'tesseract-ocr-fra'];

/** True when the binary runs and lists the French model. */
function hasFrench() {
  if (!existsSync(TESSERACT)) return false;
  try {
    const langs = execFileSync(TESSERACT, ['--list-langs'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return langs.split('\n').some((l) => l.trim() === 'fra');
  } catch {
    return false;
  }
}

if (hasFrench()) process.exit(0);

if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`Tesseract ou son modèle français absent : installation des paquets Debian ${PACKAGES.map((p) => `« ${p} »`).join(' et ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -qq', { stdio: 'inherit', env });
  execSync(`apt-get install -y -qq ${PACKAGES.join(' ')}`, { stdio: 'inherit', env });
  if (hasFrench()) process.exit(0);
}
console.error(
  `Tesseract avec le français introuvable (${TESSERACT}). Installez-le puis relancez les tests :\n` +
    `  sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}\n` +
    'ou indiquez un autre binaire avec TESSERACT_PATH=/chemin/vers/tesseract.',
);
process.exit(1);
