// Human keeps per-module state between the awaits of one `detect` (the face mesh's cached boxes, the
// last input frame): two detections interleaved in one process, even on two Human instances, can read
// each other's faces. Every caller in the process takes its turn here, one detection at a time.
let tail: Promise<unknown> = Promise.resolve();

export function inHumanTurn<T>(work: () => Promise<T>): Promise<T> {
  const run = tail.then(work, work);
  tail = run.catch(() => undefined);
  return run;
}
