import type { Design } from '../../../../shared/engine/model/design';
import { frEditor } from '../../../i18n/fr-editor';
import { isHidden, layerName, listedLayers } from './layer-names';

/**
 * The layers beside the picture, topmost first, each a button named by its role and words: Tab and
 * Shift+Tab go from one to the next and select it, and the editor's keys (arrows, + and −, [ and ],
 * Suppr, Page préc./suiv.) act on the one focused.
 */
export function LayerList(props: { design: Design; selectedId: string | null; onSelect: (id: string) => void; onKeyDown: (e: React.KeyboardEvent<HTMLElement>) => void; describedBy: string }) {
  const layers = [...listedLayers(props.design)].reverse();
  return (
    <div className="editor__layers">
      <h3 className="editor__panel-title" id="editor-layers-title">
        {frEditor.layers}
      </h3>
      <ul aria-labelledby="editor-layers-title" data-testid="editor-layers">
        {layers.map((l) => {
          const hidden = isHidden(props.design, l.id);
          const name = layerName(props.design, l) + (hidden ? frEditor.hiddenSuffix : '');
          return (
            <li key={l.id}>
              <button
                type="button"
                className="editor__layer"
                aria-pressed={props.selectedId === l.id}
                aria-describedby={props.describedBy}
                data-hidden={hidden ? 'true' : 'false'}
                onFocus={() => props.onSelect(l.id)}
                onClick={() => props.onSelect(l.id)}
                onKeyDown={props.onKeyDown}
              >
                {name}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
