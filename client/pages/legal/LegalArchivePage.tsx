import { useParams } from 'react-router';
import { archivedVersion } from '../../../shared/legal';
import NotFoundPage from '../errors/NotFoundPage';
import { ARCHIVED_TEXTS } from './archive/index';

/** /textes/<document>-<version>: an earlier version of a legal text, as it was, with the dates it was in force. */
export default function LegalArchivePage() {
  const { id = '' } = useParams();
  const found = archivedVersion(id);
  const Text = ARCHIVED_TEXTS[id];
  if (!found || !Text) return <NotFoundPage />;
  return <Text archived={{ version: found.version.version, effectiveDate: found.version.effectiveDate, until: found.until }} />;
}
