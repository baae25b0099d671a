/**
 * Whether a pictogram shows a person, from its name alone (the editor has no pictogram index): the
 * Fluent people pictograms are the ones made in skin tones (`man-cook-dark`), less the hands and body
 * parts that also come in tones (`flexed-biceps-dark`, `thumbs-up-light`). « Remplacer par Moi » is
 * offered on these; the matcher's own `kind` says the same for the pictograms it proposes.
 */
const TONE = /-(dark|medium-dark|medium|medium-light|light)$/;
const BODY_PART = /(hand|thumb|fist|finger|biceps|palm|ear|nose|leg|foot|nail|clap|wave|writing|selfie|muscle|arm|mechanical)/;
const PEOPLE_NAME = /^fluent:(person|man|woman|people|boy|girl|older|baby|child|technologist|health-worker|teacher|student|farmer|cook|mechanic|factory-worker|office-worker|scientist|artist|pilot|astronaut|firefighter|police-officer|detective|guard|ninja|construction-worker|judge|singer)/;

export function isPersonPictogram(icon: string): boolean {
  if (!icon.startsWith('fluent:')) return false;
  // « person-raising-hand » is a person; « raised-hand-dark » is a hand.
  if (PEOPLE_NAME.test(icon)) return true;
  return TONE.test(icon) && !BODY_PART.test(icon);
}
