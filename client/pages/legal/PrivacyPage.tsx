import { LegalText } from './LegalText';
import source from './texts/confidentialite.md?raw';

/** /confidentialite: the version in force, from its Markdown (texts/confidentialite.md). */
export default function PrivacyPage() {
  return <LegalText doc="privacy" numbering="number" source={source} />;
}
