import { LegalText } from './LegalText';
import source from './texts/cgu.md?raw';

/** /cgu: the version in force, from its Markdown (texts/cgu.md). */
export default function CguPage() {
  return <LegalText doc="cgu" source={source} />;
}
