import { describe, expect, it } from 'vitest';
import { checkFactParity, factRefs } from '../../../lib/content/factParity.mjs';
import { site } from '../support/pages';

const ROUTE = '/guide/troubleshooting/';
const LAB = new Set(['symptom.manifest-html']);

function check(en: string, zh: string) {
  const { files, parsed } = site({ [ROUTE]: en, [`/zh${ROUTE}`]: zh });
  return checkFactParity(files, parsed, LAB);
}

const EN = [
  '# Troubleshooting',
  '',
  'The default is <OptionFacts name="shared" />.',
  '',
  '## The manifest is HTML {#manifest-html}',
  '',
  '**Checked by.** Lab scenario `symptom.manifest-html`: gives <Fact id="lab.manifest-html.seen" />; fixed, <Fact id="lab.manifest-html.fixed" />.',
  '',
  '## Types are missing {#types-missing}',
  '',
  'See <OptionDefault name="dts.consumeTypes" />.',
].join('\n');

/** The Chinese mirror of EN with the given body of its manifest-html section. */
const zhMirror = (manifestHtml: string, extra = '') =>
  [
    '# 按现象排查',
    '',
    '默认值见 <OptionFacts name="shared" />。',
    '',
    '## manifest 是 HTML {#manifest-html}',
    '',
    manifestHtml,
    '',
    '## 类型缺失 {#types-missing}',
    '',
    `见 <OptionDefault name="dts.consumeTypes" />。${extra}`,
  ].join('\n');

describe('given an English page and its Chinese mirror', () => {
  it('should accept a mirror that shows every fact, option and lab scenario in the same section', () => {
    const zh = zhMirror(
      '**验证方式**。实验室场景 `symptom.manifest-html`：得到 <Fact id="lab.manifest-html.seen" />；改正后 <Fact id="lab.manifest-html.fixed" />。',
    );
    expect(check(EN, zh)).toEqual({ errors: [], checked: 5 });
  });

  it('should report each fact and lab scenario a Chinese section lacks, with the line of that section', () => {
    // The audit's W1: the Chinese "how this was checked" paragraph still describes the earlier check.
    const zh = zhMirror('**验证方式**。manifest 地址返回 `index.html`，然后改用正确的地址。');
    expect(check(EN, zh).errors).toEqual([
      'docs/zh/guide/troubleshooting/index.mdx:5: this section lacks the lab scenario `symptom.manifest-html`, which docs/en/guide/troubleshooting/index.mdx:7 shows; say in Chinese what the English says with it',
      'docs/zh/guide/troubleshooting/index.mdx:5: this section lacks <Fact id="lab.manifest-html.seen" />, which docs/en/guide/troubleshooting/index.mdx:7 shows; say in Chinese what the English says with it',
      'docs/zh/guide/troubleshooting/index.mdx:5: this section lacks <Fact id="lab.manifest-html.fixed" />, which docs/en/guide/troubleshooting/index.mdx:7 shows; say in Chinese what the English says with it',
    ]);
  });

  it('should report a fact shown in another section than the English one', () => {
    const zh = zhMirror(
      '实验室场景 `symptom.manifest-html`：得到 <Fact id="lab.manifest-html.seen" />。',
      '改正后 <Fact id="lab.manifest-html.fixed" />。',
    );
    expect(check(EN, zh).errors).toEqual([
      'docs/zh/guide/troubleshooting/index.mdx:5: this section lacks <Fact id="lab.manifest-html.fixed" />, which docs/en/guide/troubleshooting/index.mdx:7 shows; say in Chinese what the English says with it',
    ]);
  });

  it('should accept facts the Chinese page shows beyond its English page', () => {
    const zh = zhMirror(
      '实验室场景 `symptom.manifest-html`：<Fact id="lab.manifest-html.seen" />，<Fact id="lab.manifest-html.fixed" />，<Fact id="errors.runtime-003" />。',
    );
    expect(check(EN, zh).errors).toEqual([]);
  });
});

describe('given the references of a page', () => {
  it('should skip code blocks and inline code that names no lab scenario', () => {
    const source = [
      'Run `symptom.manifest-html` and `config.shared`.',
      '```tsx',
      '<Fact id="in.a.sample" />',
      '```',
      '<Fact id="after.the.block" />',
    ].join('\n');
    expect(factRefs(source, LAB)).toEqual([
      { ref: 'lab symptom.manifest-html', line: 1 },
      { ref: 'Fact after.the.block', line: 5 },
    ]);
  });
});
