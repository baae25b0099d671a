// A tfjs model read from disk: tfjs's own loaders know only http(s) and the browser's storage, so the
// model.json and its weight shards are read here (models/ and the packages' own model folders), never fetched.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { io } from '@tensorflow/tfjs-core';

type Tf = typeof import('@tensorflow/tfjs-core');

/** Every model.json this process has read, from models/ or a package's own folder (licenses/MODELS.md names each). */
const read = new Set<string>();
export const modelFilesRead = (): string[] => [...read];

/** An IOHandler that loads the model whose model.json is at `jsonPath`, its shards beside it. */
export function modelFileHandler(tf: Tf, jsonPath: string): io.IOHandler {
  return {
    load: async () => {
      read.add(jsonPath);
      const modelJSON = JSON.parse(await readFile(jsonPath, 'utf8')) as io.ModelJSON;
      return tf.io.getModelArtifactsForJSON(modelJSON, async (manifest) => {
        const buffers: ArrayBuffer[] = [];
        for (const group of manifest) {
          for (const file of group.paths) {
            const bytes = await readFile(path.join(path.dirname(jsonPath), file));
            buffers.push(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
          }
        }
        return [tf.io.getWeightSpecs(manifest), tf.io.concatenateArrayBuffers(buffers)];
      });
    },
  };
}
