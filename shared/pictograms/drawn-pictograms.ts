/**
 * Our own pictograms, `minia:<name>`: what our creators title most and the sets lack (F CFA money,
 * and a bank, a money bag and flying money marked « F » where Fluent's carry a dollar, the region's
 * dishes, a generic African skyline, a school, two brand-neutral phones for a versus, a play button).
 * Drawn by hand in the look of Fluent Emoji Color; each is the SVG file `pictograms/<name>.svg` at the
 * root of the repository (the server reads them, the browser gets them from
 * /pictos/minia/<name>.svg). Pure data, so the editor names them as the server does.
 */
export interface DrawnPictogram {
  /** The file's name and the part after `minia:`. */
  name: string;
  /** French name of what it shows, as the editor lists the layer (« Pictogramme : billets en F CFA »). */
  label: string;
}

export const DRAWN_PICTOGRAMS: readonly DrawnPictogram[] = [
  { name: 'billets-fcfa', label: 'billets en F CFA' },
  { name: 'pieces-fcfa', label: 'pièces en F CFA' },
  { name: 'sac-fcfa', label: 'sac de F CFA' },
  { name: 'argent-envole', label: 'billet en F CFA qui s’envole' },
  { name: 'banque', label: 'banque' },
  { name: 'thieboudienne', label: 'thiéboudienne' },
  { name: 'mafe', label: 'mafé' },
  { name: 'yassa', label: 'yassa' },
  { name: 'attieke', label: 'attiéké au poisson' },
  { name: 'alloco', label: 'alloco' },
  { name: 'bissap', label: 'bissap' },
  { name: 'ville', label: 'ville' },
  { name: 'ecole', label: 'école' },
  { name: 'smartphone', label: 'smartphone' },
  { name: 'smartphone-2', label: 'autre smartphone' },
  { name: 'bouton-lecture', label: 'bouton lecture' },
];

export const DRAWN_NAMESPACE = 'minia';
