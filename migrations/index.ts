// The ordered list of committed migrations, imported statically so the bundled server carries them.
// `npm run migration:create` rewrites this file.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121093409 as M0 } from './Migration20261121093409';
import { Migration20261121100548 as M1 } from './Migration20261121100548';
import { Migration20261121101000 as M2 } from './Migration20261121101000';
import { Migration20261121105913 as M3 } from './Migration20261121105913';
import { Migration20261121110345 as M4 } from './Migration20261121110345';
import { Migration20261121111031 as M5 } from './Migration20261121111031';
import { Migration20261121115449 as M6 } from './Migration20261121115449';
import { Migration20261121121420 as M7 } from './Migration20261121121420';
import { Migration20261121124701 as M8 } from './Migration20261121124701';
import { Migration20261121125723 as M9 } from './Migration20261121125723';
import { Migration20261121134023 as M10 } from './Migration20261121134023';
import { Migration20261123122554 as M11 } from './Migration20261123122554';
import { Migration20261123123918 as M12 } from './Migration20261123123918';
import { Migration20261123133759 as M13 } from './Migration20261123133759';
import { Migration20261123144815 as M14 } from './Migration20261123144815';
import { Migration20261123145928 as M15 } from './Migration20261123145928';
import { Migration20261123150453 as M16 } from './Migration20261123150453';
import { Migration20261123164655 as M17 } from './Migration20261123164655';
import { Migration20261123171858 as M18 } from './Migration20261123171858';
import { Migration20261123204200 as M19 } from './Migration20261123204200';
import { Migration20261124001514 as M20 } from './Migration20261124001514';
import { Migration20261124004322 as M21 } from './Migration20261124004322';
import { Migration20261124005353 as M22 } from './Migration20261124005353';
import { Migration20261124005749 as M23 } from './Migration20261124005749';
import { Migration20261124010249 as M24 } from './Migration20261124010249';
import { Migration20261124010608 as M25 } from './Migration20261124010608';
import { Migration20261127002223 as M26 } from './Migration20261127002223';
import { Migration20261127002347 as M27 } from './Migration20261127002347';
import { Migration20261127003437 as M28 } from './Migration20261127003437';
import { Migration20261127010917 as M29 } from './Migration20261127010917';
import { Migration20261127040956 as M30 } from './Migration20261127040956';
import { Migration20261128045653 as M31 } from './Migration20261128045653';
import { Migration20261128072932 as M32 } from './Migration20261128072932';
import { Migration20261128083500 as M33 } from './Migration20261128083500';
import { Migration20261129014444 as M34 } from './Migration20261129014444';
import { Migration20261129071242 as M35 } from './Migration20261129071242';
import { Migration20261129071735 as M36 } from './Migration20261129071735';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121093409', class: M0 },
  { name: 'Migration20261121100548', class: M1 },
  { name: 'Migration20261121101000', class: M2 },
  { name: 'Migration20261121105913', class: M3 },
  { name: 'Migration20261121110345', class: M4 },
  { name: 'Migration20261121111031', class: M5 },
  { name: 'Migration20261121115449', class: M6 },
  { name: 'Migration20261121121420', class: M7 },
  { name: 'Migration20261121124701', class: M8 },
  { name: 'Migration20261121125723', class: M9 },
  { name: 'Migration20261121134023', class: M10 },
  { name: 'Migration20261123122554', class: M11 },
  { name: 'Migration20261123123918', class: M12 },
  { name: 'Migration20261123133759', class: M13 },
  { name: 'Migration20261123144815', class: M14 },
  { name: 'Migration20261123145928', class: M15 },
  { name: 'Migration20261123150453', class: M16 },
  { name: 'Migration20261123164655', class: M17 },
  { name: 'Migration20261123171858', class: M18 },
  { name: 'Migration20261123204200', class: M19 },
  { name: 'Migration20261124001514', class: M20 },
  { name: 'Migration20261124004322', class: M21 },
  { name: 'Migration20261124005353', class: M22 },
  { name: 'Migration20261124005749', class: M23 },
  { name: 'Migration20261124010249', class: M24 },
  { name: 'Migration20261124010608', class: M25 },
  { name: 'Migration20261127002223', class: M26 },
  { name: 'Migration20261127002347', class: M27 },
  { name: 'Migration20261127003437', class: M28 },
  { name: 'Migration20261127010917', class: M29 },
  { name: 'Migration20261127040956', class: M30 },
  { name: 'Migration20261128045653', class: M31 },
  { name: 'Migration20261128072932', class: M32 },
  { name: 'Migration20261128083500', class: M33 },
  { name: 'Migration20261129014444', class: M34 },
  { name: 'Migration20261129071242', class: M35 },
  { name: 'Migration20261129071735', class: M36 },
];
