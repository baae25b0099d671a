/**
 * For each of our pictograms (`minia:<name>`), three Fluent pictograms a creator would otherwise get
 * or that sit beside it in a thumbnail: the sheet shows them side by side and the bench compares them.
 */
export const NEIGHBOURS: Readonly<Record<string, readonly [string, string, string]>> = {
  'billets-fcfa': ['dollar-banknote', 'money-with-wings', 'money-bag'],
  'pieces-fcfa': ['coin', 'money-bag', 'euro-banknote'],
  'sac-fcfa': ['money-bag', 'coin', 'gem-stone'],
  'argent-envole': ['money-with-wings', 'dollar-banknote', 'chart-decreasing'],
  banque: ['bank', 'classical-building', 'credit-card'],
  thieboudienne: ['shallow-pan-of-food', 'curry-rice', 'pot-of-food'],
  mafe: ['curry-rice', 'pot-of-food', 'cooked-rice'],
  yassa: ['poultry-leg', 'curry-rice', 'lemon'],
  attieke: ['fish', 'cooked-rice', 'fried-shrimp'],
  alloco: ['banana', 'french-fries', 'hot-pepper'],
  bissap: ['tropical-drink', 'cup-with-straw', 'hibiscus'],
  ville: ['cityscape', 'office-building', 'cityscape-at-dusk'],
  ecole: ['school', 'house', 'classical-building'],
  smartphone: ['mobile-phone', 'laptop', 'mobile-phone-with-arrow'],
  'smartphone-2': ['mobile-phone', 'video-game', 'camera'],
  'bouton-lecture': ['play-button', 'clapper-board', 'television'],
};
