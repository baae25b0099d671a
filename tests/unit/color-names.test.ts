import { describe, expect, it } from 'vitest';
import { colorName } from '../../client/i18n/colors';
import { fr } from '../../client/i18n/fr';

describe('colour names read aloud', () => {
  it('names the studio swatches in French', () => {
    expect(['#FFD400', '#FF3B30', '#39FF14', '#00E5FF', '#FF5A36', '#2B59FF', '#FFFFFF', '#111111'].map(fr.editor.colorName)).toEqual(['Jaune', 'Rouge', 'Vert fluo', 'Cyan', 'Orange', 'Bleu', 'Blanc', 'Noir']);
  });

  it('describes any other colour by its hue and lightness, never by its code', () => {
    expect(colorName('#e10600')).toBe('Rouge');
    expect(colorName('#FFE600')).toBe('Jaune');
    expect(colorName('#0A8F6A')).toBe('Vert');
    expect(colorName('#6A3CF0')).toBe('Violet');
    expect(colorName('#FF2BD6')).toBe('Rose');
    expect(colorName('#0E1E45')).toBe('Bleu foncé');
    expect(colorName('#808080')).toBe('Gris');
    expect(colorName('rgba(0,0,0,0.5)')).toBe('Couleur personnalisée');
    for (const hex of ['#123456', '#ABCDEF', '#FEDCBA', '#7F7F00']) expect(colorName(hex)).not.toMatch(/#|\d/u);
  });
});
