import * as Tabs from '@radix-ui/react-tabs';
import { useCallback } from 'react';
import { formatCredits } from '../../../shared/credits';
import { GENERATION_MODES, IMAGES_STYLE, MAX_GENERATION_IMAGES, PROMPT_MAX, STYLES, TITLE_MAX, type GenerationMode, type StyleId } from '../../../shared/schemas/studio';
import { fr } from '../../i18n/fr';
import { BriefChips } from './BriefChips';
import { MeSwitch } from './MeSwitch';
import { MyImages } from './MyImages';
import { PhotoSizeNotes } from './photo-sizes';
import { SkinTonePicker } from './SkinTonePicker';
import { effectiveStyle, generationCost, type StudioDraft } from './studio-draft';
import { TITLE_FIT_ID, TitleFitNotice } from './TitleFit';
import { useBriefReading } from './use-brief-reading';
import { VariantChoice } from './VariantChoice';

/** Which field a refusal of the form belongs to (GenerateInput's paths). */
export type FieldError = { field: 'title' | 'prompt' | 'images' | 'style'; message: string };
export const FIELD_IDS: Record<FieldError['field'], string> = { title: 'studio-title', prompt: 'studio-prompt', images: 'studio-images', style: 'studio-style' };

const t = fr.studio;

function FieldErrorText(props: { error: FieldError | null; field: FieldError['field'] }) {
  if (props.error?.field !== props.field) return null;
  return (
    <p id={`${FIELD_IDS[props.field]}-error`} className="field__error" role="alert">
      {props.error.message}
    </p>
  );
}

/**
 * The studio's settings: three tabs (« Titre », « Prompt », « Ajout image »), each showing only the
 * fields its generation uses, then the style, the people's skin tone, the number of variants and
 * the button that says what the click costs.
 */
export function StudioSettings(props: {
  draft: StudioDraft;
  loaded: boolean;
  onChange: (next: Partial<StudioDraft>) => void;
  signedIn: boolean;
  balance: number | null;
  running: boolean;
  error: FieldError | null;
  onSubmit: () => void;
  onTopUp: () => void;
  children?: React.ReactNode;
}) {
  const { draft, error } = props;
  const { onChange } = props;
  const onMe = useCallback((withMe: boolean) => onChange({ withMe }), [onChange]);
  const style = effectiveStyle(draft);
  const reading = useBriefReading(draft.prompt, draft.skinTone, draft.mode === 'prompt', draft.title, style);
  const cost = generationCost(draft.variants);
  const short = props.signedIn && props.balance !== null && props.balance < cost;
  const describedBy = (field: FieldError['field'], ...more: string[]) => [error?.field === field ? `${FIELD_IDS[field]}-error` : '', ...more].filter(Boolean).join(' ') || undefined;

  const titleField = (optional: boolean) => (
    <div className="field">
      <label htmlFor={FIELD_IDS.title}>{optional ? t.optionalTitleLabel : t.titleLabel}</label>
      <input
        id={FIELD_IDS.title}
        name="title"
        value={draft.title}
        maxLength={TITLE_MAX}
        placeholder={t.titlePlaceholder}
        aria-invalid={error?.field === 'title' ? true : undefined}
        aria-describedby={describedBy('title', TITLE_FIT_ID)}
        onChange={(e) => props.onChange({ title: e.target.value })}
      />
      <FieldErrorText error={error} field="title" />
      {props.loaded ? <TitleFitNotice title={draft.title} style={style} onUse={(title) => props.onChange({ title })} /> : null}
    </div>
  );

  return (
    <form
      className="card form studio__settings"
      aria-label={t.settings}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSubmit();
      }}
    >
      <h2>{t.settings}</h2>
      <Tabs.Root value={draft.mode} onValueChange={(mode) => props.onChange({ mode: mode as GenerationMode })} className="studio-modes">
        <Tabs.List className="studio-modes__list" aria-label={t.modes.label}>
          {GENERATION_MODES.map((mode) => (
            <Tabs.Trigger key={mode} value={mode} className="studio-modes__tab">
              {t.modes[mode]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="titre" className="studio-modes__panel">
          <p className="muted">{t.modeHints.titre}</p>
          {titleField(false)}
        </Tabs.Content>
        <Tabs.Content value="prompt" className="studio-modes__panel">
          <p className="muted">{t.modeHints.prompt}</p>
          <div className="field">
            <label htmlFor={FIELD_IDS.prompt}>{t.promptLabel}</label>
            <textarea
              id={FIELD_IDS.prompt}
              name="prompt"
              rows={4}
              value={draft.prompt}
              maxLength={PROMPT_MAX}
              placeholder={t.briefPlaceholder}
              aria-invalid={error?.field === 'prompt' ? true : undefined}
              aria-describedby={describedBy('prompt', reading ? 'studio-brief-chips' : '')}
              onChange={(e) => props.onChange({ prompt: e.target.value })}
            />
            <FieldErrorText error={error} field="prompt" />
            <BriefChips reading={reading} id="studio-brief-chips" />
          </div>
          {titleField(true)}
        </Tabs.Content>
        <Tabs.Content value="images" className="studio-modes__panel">
          <p className="muted">{t.modeHints.images}</p>
          {titleField(false)}
          <div id={FIELD_IDS.images} className="studio__images">
            {props.signedIn ? (
              <MyImages
                selected={draft.images}
                max={MAX_GENERATION_IMAGES}
                onToggle={(id) => props.onChange({ images: draft.images.includes(id) ? draft.images.filter((i) => i !== id) : [...draft.images, id].slice(0, MAX_GENERATION_IMAGES) })}
              />
            ) : (
              <p className="muted">{t.imagesSignIn}</p>
            )}
            {props.signedIn && draft.images.length > 0 ? <PhotoSizeNotes ids={draft.images} /> : null}
            <FieldErrorText error={error} field="images" />
          </div>
        </Tabs.Content>
      </Tabs.Root>

      <div className="field">
        <label htmlFor={FIELD_IDS.style}>{t.styleLabel}</label>
        <select
          id={FIELD_IDS.style}
          name="style"
          value={style}
          aria-describedby={describedBy('style', draft.mode === 'images' ? 'studio-style-reason' : '')}
          onChange={(e) => props.onChange({ style: e.target.value as StyleId })}
        >
          {STYLES.map((s) => (
            <option key={s.id} value={s.id} title={s.description} disabled={draft.mode === 'images' && s.id !== IMAGES_STYLE}>
              {s.label}
            </option>
          ))}
        </select>
        {draft.mode === 'images' ? (
          <p id="studio-style-reason" className="muted">
            {t.imagesOnlyGaming}
          </p>
        ) : null}
        <FieldErrorText error={error} field="style" />
      </div>

      <SkinTonePicker value={draft.skinTone} onChange={(skinTone) => props.onChange({ skinTone })} />
      {props.signedIn ? (
        <div className="field field--check">
          <label>
            <input type="checkbox" checked={draft.brand} onChange={(e) => props.onChange({ brand: e.target.checked })} /> {t.useBrand}
          </label>
          <p className="muted">
            <a href="#ma-marque">{t.setBrand}</a>
          </p>
        </div>
      ) : null}
      {props.signedIn ? <MeSwitch checked={draft.withMe} onChange={onMe} /> : null}
      <VariantChoice value={draft.variants} onChange={(variants) => props.onChange({ variants })} />

      <button type="submit" className="btn btn--primary btn--lg" disabled={props.running}>
        {props.running ? t.generating : t.generateFor(draft.variants, cost)}
      </button>
      {short ? (
        <p className="alert alert--info" data-testid="short-balance">
          {t.short(cost, formatCredits(props.balance ?? 0))}{' '}
          <button type="button" className="link-button" onClick={props.onTopUp}>
            {fr.buyCredits.open}
          </button>
        </p>
      ) : null}
      <p className="muted">
        {props.signedIn ? (
          <>
            {t.balanceLabel} : <strong data-testid="balance">{props.balance !== null ? formatCredits(props.balance) : '…'}</strong>
            {/* When short, the notice above already offers the credits. */}
            {short ? null : (
              <>
                {' · '}
                <button type="button" className="link-button" onClick={props.onTopUp}>
                  {fr.buyCredits.open}
                </button>
              </>
            )}
          </>
        ) : (
          t.signInToGenerate
        )}
      </p>
      {props.children}
    </form>
  );
}
