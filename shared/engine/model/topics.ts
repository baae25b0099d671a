/**
 * What a thumbnail is about, and the scene drawn behind its subject. The topic is read from the
 * title and brief (server/pictograms/topic.ts); each topic has one scene, drawn in every style's
 * palette (shared/engine/render/scenes/), so two titles on different topics in one style never
 * look like the same template. The design records both (`Design.topic`).
 */
export const TOPIC_IDS = [
  'football',
  'sport',
  'cuisine',
  'argent',
  'tech',
  'ecole',
  'ville',
  'plage',
  'religion',
  'beaute',
  'jeux',
  'musique',
  'auto',
  'maison',
  'fete',
  'sante',
  'agriculture',
  'actu',
  'histoire',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

export const SCENE_IDS = [
  'terrain',
  'cuisine',
  'finance',
  'bureau',
  'classe',
  'ville',
  'plage',
  'nuit',
  'studio',
  'arene',
  'concert',
  'route',
  'salon',
  'fete',
  'clinique',
  'champ',
  'plateau',
  'chambre',
  'salle',
] as const;
export type SceneId = (typeof SCENE_IDS)[number];

/** The scene of each topic: a pitch for football, a kitchen for cooking, a desk with a laptop for tech… */
export const SCENE_OF_TOPIC: Readonly<Record<TopicId, SceneId>> = {
  football: 'terrain',
  // Every other sport (a fight, a court, a gym, a race) under one roof: a boxing title on a football pitch read as the wrong sport.
  sport: 'salle',
  cuisine: 'cuisine',
  argent: 'finance',
  tech: 'bureau',
  ecole: 'classe',
  ville: 'ville',
  plage: 'plage',
  religion: 'nuit',
  beaute: 'studio',
  jeux: 'arene',
  musique: 'concert',
  auto: 'route',
  maison: 'salon',
  fete: 'fete',
  sante: 'clinique',
  agriculture: 'champ',
  actu: 'plateau',
  histoire: 'chambre',
};

export function isTopicId(value: unknown): value is TopicId {
  return typeof value === 'string' && (TOPIC_IDS as readonly string[]).includes(value);
}

export function isSceneId(value: unknown): value is SceneId {
  return typeof value === 'string' && (SCENE_IDS as readonly string[]).includes(value);
}
