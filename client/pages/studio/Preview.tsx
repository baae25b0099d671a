import { fr } from '../../i18n/fr';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Design } from '../../../shared/engine/model/design';
import { frInstruction } from '../../i18n/fr-instruction';
import { DownloadLink } from '../../components/DownloadLink';
import { downloadName } from '../../i18n/fr-history';
import { DesignCanvas } from './DesignCanvas';
import type { ThumbnailView } from './thumbnail-view';

/**
 * The editor and what only it uses (its panels, the layout operations, the pictograms' French names)
 * are a chunk of their own: most visits never open it, and a phone would pay for it on every studio
 * load. It is fetched once a thumbnail can be edited, so « Modifier » opens without waiting.
 */
const loadEditor = () => import('./Editor');
const Editor = lazy(() => loadEditor().then((m) => ({ default: m.Editor })));

/**
 * The current thumbnail, 16:9: the design drawn in the browser as soon as it is composed (a first
 * generation, or a re-render such as « Autre sujet », shows its design while the file is made).
 * `before` sits above the picture (variants, stages); `actions` end its buttons; `children` sit below them.
 */
export function Preview(props: {
  thumbnail: ThumbnailView | null;
  running: boolean;
  onDuplicate: () => void;
  before?: React.ReactNode;
  /** More buttons after « Dupliquer » (« Aperçu YouTube »). */
  actions?: React.ReactNode;
  children?: React.ReactNode;
  /** Mounted in the editor's side panel (the instruction box). */
  editorExtra?: React.ReactNode;
  ref?: React.Ref<HTMLDivElement>;
  /** A described modification being previewed (InstructionBox): drawn instead of the saved design, nothing saved. */
  previewDesign?: Design | null;
  /** Drawn over the picture, in its frame (the faces Face Swap offers). */
  overlay?: React.ReactNode;
  /** Open this thumbnail in the editor once it is ready, its save button focused (once per request). */
  editRequest?: { id: string; at: number } | null;
}) {
  const t = props.thumbnail;
  const ready = t?.status === 'ready' && t.imageUrl;
  // The composed design is drawn the moment it arrives, while the server still draws the files: a first
  // generation as well as a re-render of a finished one (« Autre sujet », « Améliorer », an edit).
  const saved = t?.design && (t.status === 'ready' || t.status === 'rendering') ? t.design : null;
  const previewing = Boolean(saved && t?.status === 'ready' && props.previewDesign);
  const drawable = previewing ? props.previewDesign! : saved;
  const [editing, setEditing] = useState<string | null>(null);
  const request = props.editRequest;
  const served = useRef<number | null>(null);
  const editable = Boolean(ready && t.design);
  useEffect(() => {
    if (editable) void loadEditor().catch(() => undefined); // fetched again when opened
  }, [editable]);
  useEffect(() => {
    if (!request || !t || request.id !== t.id || !editable || served.current === request.at) return;
    served.current = request.at;
    setEditing(`${t.id}:${t.revision}`);
  }, [request, t, editable]);
  if (ready && t.design && editing === `${t.id}:${t.revision}`) {
    return (
      <div className="card studio__preview studio__preview--editing" ref={props.ref}>
        <h2>{fr.editor.open}</h2>
        <Suspense fallback={<p aria-busy="true">{fr.loading}</p>}>
          <Editor thumbnail={{ ...t, design: t.design }} onClose={() => setEditing(null)} extra={props.editorExtra} focusSave={request?.id === t.id ? request.at : undefined} />
        </Suspense>
      </div>
    );
  }
  // The HD file is fetched when it is downloaded or opened, not to be shown here: the canvas draws the
  // design, and the small WebP stands in while it cannot (its fonts loading, a failure). A thumbnail
  // without a readable design (old data) shows its file.
  const standIn = ready && t.previewUrl ? <img src={t.previewUrl} alt={fr.studio.previewAlt(t.title)} width={1280} height={720} data-testid="preview-image" /> : null;
  const image = ready ? <img src={t.imageUrl!} alt={fr.studio.previewAlt(t.title)} width={1280} height={720} data-testid="preview-image" /> : null;
  return (
    <div className="card studio__preview" ref={props.ref} data-testid="studio-preview">
      <h2>{fr.studio.preview}</h2>
      {props.before}
      <div className={`preview ${props.running ? 'preview--running' : ''}`} aria-busy={props.running} aria-live="polite">
        {t && drawable ? (
          <DesignCanvas key={t.id} design={drawable} label={previewing ? `${frInstruction.previewing} : ${fr.studio.previewAlt(t.title)}` : fr.studio.previewAlt(t.title)} fallback={standIn} />
        ) : ready ? (
          image
        ) : (
          <p className="preview__empty">{props.running ? fr.studio.generating : fr.studio.previewEmpty}</p>
        )}
        {props.running ? <div className="preview__pulse" aria-hidden="true" /> : null}
        {previewing ? null : props.overlay}
        {previewing ? (
          <p className="preview__badge" data-testid="instruction-previewing">
            {frInstruction.previewing}
          </p>
        ) : null}
      </div>
      <div className="preview__actions">
        {ready && t.downloadUrl ? (
          <DownloadLink className="btn btn--primary" href={t.downloadUrl} download file={{ kind: 'thumbnail', id: t.id }} fileName={downloadName(t.title)} title={t.title}>
            {fr.studio.download}
          </DownloadLink>
        ) : (
          <button type="button" className="btn btn--primary" disabled>{fr.studio.download}</button>
        )}
        <button type="button" className="btn btn--ghost" onClick={() => t && setEditing(`${t.id}:${t.revision}`)} disabled={!ready || !t?.design}>
          {fr.editor.open}
        </button>
        <button type="button" className="btn btn--ghost" onClick={props.onDuplicate} disabled={!t}>
          {fr.studio.duplicate}
        </button>
        {props.actions}
      </div>
      {props.children}
    </div>
  );
}
