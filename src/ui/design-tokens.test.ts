import { BRAND_IDS, BRANDS } from '../../brands/data';
import { cssCustomProperties, customProperties } from './design-tokens';

describe.each(BRAND_IDS)('the custom properties of brand %s', (id) => {
  const { theme } = BRANDS[id];

  it('name every colour of its theme in kebab case, with the bar heights', () => {
    const properties = customProperties(theme);
    expect(properties['--theme-surface-alt']).toBe(theme.surfaceAlt);
    expect(properties['--theme-on-primary']).toBe(theme.onPrimary);
    expect(properties['--theme-font-family']).toBe(theme.fontFamily);
    expect(properties['--top-bar-height']).toBe('56px');
    expect(properties['--bottom-menu-height']).toBe('64px');
    expect(Object.keys(properties)).toHaveLength(Object.keys(theme).length + 2);
  });

  it('are written as the declarations of one rule', () => {
    const declarations = cssCustomProperties(theme);
    expect(declarations).toContain(`--theme-primary: ${theme.primary};`);
    expect(declarations).not.toMatch(/[{}]/);
  });
});
