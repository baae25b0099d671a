// Identity of a face. Photos measured since dlib's network was added carry its 128-d descriptor
// (face-descriptor.ts), which tells people apart far better than Human's embedding; a photo measured
// before has only Human's 1024-d embedding, and a pair with one of those is compared on embeddings.
// Both give a 0–1 score where 0.5 is the limit between the same person and someone else.
import { descriptorDistance } from './face-descriptor';

export interface IdentityFacts {
  embedding: readonly number[];
  descriptor?: readonly number[] | undefined;
}

/**
 * Descriptor distance at which two faces stop being the same person. Measured on the evaluation's real
 * photos (npm run eval:faces): the same person over 17 years 0.29–0.61, different people from 0.51 up;
 * 0.55 gets 123 of 125 pairs right. dlib documents 0.6 for its own alignment.
 */
export const SAME_PERSON_DISTANCE = 0.55;

/** 0–1, 1 for the same picture, 0.5 at the limit between the same person and someone else. */
export function identityScore(a: IdentityFacts, b: IdentityFacts): number {
  if (a.descriptor?.length && b.descriptor?.length) {
    const d = descriptorDistance(a.descriptor, b.descriptor);
    return Math.round(100 * Math.max(0, Math.min(1, 1 - d / (2 * SAME_PERSON_DISTANCE)))) / 100;
  }
  return faceSimilarity(a.embedding, b.embedding);
}

// Human's 1024-d face embedding. The similarity is Human's own (`human.match.similarity`
// with its defaults: Euclidean distance × 25, mapped to 0–1 over 0.2–0.8), written here as a pure
// function so a set can be judged without the models loaded; a test checks both agree.
export function faceSimilarity(a: readonly number[], b: readonly number[]): number {
  if (a.length !== b.length || a.length === 0) return 0;
  let sum = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    sum += d * d;
  }
  const distance = Math.round(100 * 25 * sum) / 100;
  if (distance === 0) return 1;
  const normalised = (1 - Math.sqrt(distance) / 100 - 0.2) / (0.8 - 0.2);
  return Math.round(100 * Math.max(Math.min(normalised, 1), 0)) / 100;
}

/**
 * The set's most central photo: the one most similar, on average, to all the others. A few photos of
 * someone else do not move it, as long as most of the set shows the same person.
 */
export function centralIndex(faces: readonly IdentityFacts[]): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < faces.length; i++) {
    let score = 0;
    for (let j = 0; j < faces.length; j++) if (i !== j) score += identityScore(faces[i]!, faces[j]!);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}
