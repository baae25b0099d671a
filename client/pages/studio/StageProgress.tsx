import { GENERATION_STAGES, STAGE_LABELS, type GenerationStage } from '../../../shared/schemas/studio';
import { fr } from '../../i18n/fr';

/**
 * The stages a generation goes through. « Détourage » only happens to the user's own images: a
 * generation without any never passes through it, so it is not listed (a step that never lights up
 * would look stuck).
 */
export function stagesFor(images: readonly string[]): GenerationStage[] {
  return GENERATION_STAGES.filter((s) => s !== 'cutting' || images.length > 0);
}

/**
 * « En file → Composition → Détourage → Rendu → Prête », the current one highlighted, as the server
 * streams them (studio.status). The change is announced politely, once per stage.
 */
export function StageProgress(props: { stage: GenerationStage; images: readonly string[] }) {
  const stages = stagesFor(props.images);
  const at = Math.max(0, stages.indexOf(props.stage));
  const label = STAGE_LABELS[props.stage];
  return (
    <div className="stages" data-testid="stages">
      <ol className="stages__list" aria-label={fr.studio.stages}>
        {stages.map((stage, i) => (
          <li key={stage} className="stages__step" data-state={i < at ? 'done' : i === at ? 'current' : 'todo'} aria-current={i === at ? 'step' : undefined}>
            {STAGE_LABELS[stage]}
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite" data-testid="stage-now">
        {fr.studio.stageNow(label)}
      </p>
    </div>
  );
}
