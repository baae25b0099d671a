import { useParams } from 'react-router';
import { archivedVersion } from '../../../shared/legal';
import NotFoundPage from '../errors/NotFoundPage';
import { ARCHIVED_TEXTS } from './archive/index';
import { LegalText } from './LegalText';

/** /textes/<document>-<version>: an earlier version of a legal text, as it was, with the dates it was in force. */
export default function LegalArchivePage() {
  const { id = '' } = useParams();
  const found = archivedVersion(id);
  const source = ARCHIVED_TEXTS[id];
  if (!found || !source) return <NotFoundPage />;
  return (
    <LegalText
      doc={found.doc}
      source={source}
      numbering={found.doc === 'privacy' ? 'number' : 'article'}
      archived={{ version: found.version.version, effectiveDate: found.version.effectiveDate, until: found.until }}
    />
  );
}
