// Identity from Human's 1024-d face embedding. The similarity is Human's own (`human.match.similarity`
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
export function centralIndex(embeddings: ReadonlyArray<readonly number[]>): number {
  let best = -1;
  let bestScore = -Infinity;
  for (let i = 0; i < embeddings.length; i++) {
    let score = 0;
    for (let j = 0; j < embeddings.length; j++) if (i !== j) score += faceSimilarity(embeddings[i]!, embeddings[j]!);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}
