import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What /guide/basic/css-isolate says the lab saw (prefixed class names, CSS-in-JS, Vue scoped styles) is
 * what tests/lab/stacks/css/build.mjs recorded in results.json (the script runs in `npm run test:full`;
 * this test reads its committed output).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const results = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/css/results.json'), 'utf8'));
const read = (lang: string) => fs.readFileSync(path.join(ROOT, `docs/${lang}/guide/basic/css-isolate.mdx`), 'utf8');
type Step = { id: string; element: { className: string; attributes: string[]; color: string }; consumerButton: string };
const step = (id: string): Step => results.page.steps.find((s: Step) => s.id === id);
const RED = 'rgb(255, 0, 0)';
const GREEN = 'rgb(0, 128, 0)';
const BLUE = 'rgb(0, 0, 255)';

describe.each(['en', 'zh'])('/guide/basic/css-isolate (%s) against the recorded build', (lang) => {
  const text = read(lang);

  it('should name the versions the lab built with', () => {
    expect(results.versions).toEqual({
      '@rspack/core': '2.3.2',
      '@module-federation/enhanced': '2.9.2',
      'styled-components': '6.6.0',
      react: '19.3.1',
      vue: '3.5.45',
      'vue-loader': '17.4.2',
    });
    for (const v of ['styled-components 6.6.0', 'React 19.3.1', 'Vue 3.5.45', '`vue-loader` 17.4.2'])
      expect(text).toContain(v);
  });

  it('should say the prefixed button kept its colour and left the consumer alone, the unprefixed one leaked', () => {
    expect(results.page.consumerButtonBefore).toBe(BLUE);
    expect(step('shop/Bem')).toMatchObject({ element: { color: RED }, consumerButton: BLUE });
    expect(step('shop/Plain')).toMatchObject({ element: { color: RED }, consumerButton: RED });
    expect(text).toContain(`\`${RED}\``);
    expect(text).toContain(`\`${BLUE}\``);
  });

  it('should report the styled-components class names and style elements the lab saw', () => {
    const shop = step('shop/Styled').element;
    const cart = step('cart/Styled').element;
    expect(shop.color).toBe(RED);
    expect(cart.color).toBe(GREEN);
    expect(step('cart/Styled').consumerButton).toBe(BLUE);
    const [shopId, shopHash] = shop.className.split(' ');
    const [cartId, cartHash] = cart.className.split(' ');
    expect(shopId).toBe(cartId);
    expect(text).toContain(`\`${shopId}\``);
    expect(text).toContain(`\`${shopHash}\``);
    expect(text).toContain(`\`${cartHash}\``);
    expect(results.page.styledTags).toEqual(['6.6.0', '6.6.0']);
    expect(results.console).toEqual([]);
  });

  it('should quote the scoped attribute and the colours of the Vue button', () => {
    const vue = step('shop/Vue');
    expect(vue.element.color).toBe(RED);
    expect(vue.consumerButton).toBe(BLUE);
    const [attr] = vue.element.attributes;
    expect(attr).toMatch(/^data-v-[0-9a-f]{8}$/);
    expect(text).toContain(`\`${attr}\``);
    expect(text).toContain(`\`.button[${attr}]\``);
  });

  it('should show the vue-loader settings the lab needed', () => {
    const built = fs.readFileSync(path.join(ROOT, 'tests/lab/stacks/css/build.mjs'), 'utf8');
    for (const line of ['experiments: { css: true },', 'experimentalInlineMatchResource: true', "type: 'css/auto'"]) {
      expect(built, line).toContain(line);
      expect(text, line).toContain(line);
    }
  });
});
