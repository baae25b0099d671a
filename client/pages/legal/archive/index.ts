import type { ComponentType } from 'react';
import type { LegalPageProps } from '../LegalPage';
import CguV1_3 from './Cgu-1.3';
import PrivacyV1_0 from './Privacy-1.0';
import PrivacyV1_1 from './Privacy-1.1';

type Archived = ComponentType<{ archived: NonNullable<LegalPageProps['archived']> }>;

/**
 * The frozen earlier versions, by their archive id (shared/legal.ts `archiveId`). A version listed
 * there as earlier must have its text here: tests/unit/legal-archive.test.tsx checks both agree.
 * Imported as they are (the archive page is its own chunk), so the server renders them whole.
 */
export const ARCHIVED_TEXTS: Record<string, Archived> = {
  'cgu-1-3': CguV1_3,
  'confidentialite-1-0': PrivacyV1_0,
  'confidentialite-1-1': PrivacyV1_1,
};
