import { emit, handled, refuse, type RuleResult, type View } from './instruction-context';
import { STYLE_LABEL } from './instruction-labels';

/** « style gaming », « passe en style pro », « version minimaliste ». */
export function styleRule(v: View): RuleResult {
  const style = v.first('style');
  if (!style || v.first('font')) return null;
  const markers = v.items('styleMarker');
  const others = v.refs().length > 0 || v.color() !== undefined;
  if (markers.length === 0 && others) return null;
  v.use(style.i, ...markers.map((x) => x.i), ...v.items('verb').map((x) => x.i));
  if (v.ctx.design.style === style.item.style) return refuse(v, `La miniature est déjà en style ${STYLE_LABEL[style.item.style]}.`);
  emit(v.ctx, `Style ${STYLE_LABEL[style.item.style]}`, [{ op: 'style', style: style.item.style }]);
  return handled();
}
