import type { ComponentType } from 'react';
import type { LegalPageProps } from '../LegalPage';
import CguV1_3 from './Cgu-1.3';
import CguV1_4 from './Cgu-1.4';
import CgvV1_0 from './Cgv-1.0';
import PrivacyV1_0 from './Privacy-1.0';
import PrivacyV1_1 from './Privacy-1.1';
import PrivacyV1_2 from './Privacy-1.2';

type Archived = ComponentType<{ archived: NonNullable<LegalPageProps['archived']> }>;

/**
 * The frozen earlier versions, by their archive id (shared/legal.ts `archiveId`). A version listed
 * there as earlier must have its text here: tests/unit/legal-archive.test.tsx checks both agree.
 * Imported as they are (the archive page is its own chunk), so the server renders them whole.
 */
export const ARCHIVED_TEXTS: Record<string, Archived> = {
  'cgu-1-3': CguV1_3,
  'cgu-1-4': CguV1_4,
  'cgv-1-0': CgvV1_0,
  'confidentialite-1-0': PrivacyV1_0,
  'confidentialite-1-1': PrivacyV1_1,
  'confidentialite-1-2': PrivacyV1_2,
};
