import { LegalText } from './LegalText';
import source from './texts/cgv.md?raw';

/** /cgv: the version in force, from its Markdown (texts/cgv.md). */
export default function CgvPage() {
  return <LegalText doc="cgv" source={source} />;
}
