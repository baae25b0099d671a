import { layoutDesign } from '../../shared/engine/layout/layout';
import { serverMeasurer } from '../engine/index';
import type { ImageEngine } from '../ports';

/** Offline default: procedural backgrounds and subjects, no network. */
export const localEngine: ImageEngine = {
  id: 'local',
  async compose(input) {
    return { design: layoutDesign(serverMeasurer(), input), assets: [] };
  },
};
