import { describe, expect, it } from 'vitest';
import { type PublishingOptions, validatePublishingOptions } from '../../../plugins/publishing/options';

const valid: PublishingOptions = {
  siteOrigin: 'https://example.org',
  siteTitle: 'Site',
  defaultLang: 'en',
  locales: [{ lang: 'en', hreflang: 'en', ogLocale: 'en_US' }],
  sectionOf: () => undefined,
  fallbackSection: {},
  redirects: [],
  csp: {},
  cacheDir: '/tmp/x',
};

describe('given valid options', () => {
  it('should return them', () => {
    expect(validatePublishingOptions(valid)).toBe(valid);
  });
});

describe('given a bad option', () => {
  it.each<[string, Partial<PublishingOptions>]>([
    ['origin with a path', { siteOrigin: 'https://example.org/docs' }],
    ['origin without protocol', { siteOrigin: 'example.org' }],
    ['plain http origin', { siteOrigin: 'http://example.org' }],
    ['unknown default language', { defaultLang: 'fr' }],
    ['Open Graph locale with a dash', { locales: [{ lang: 'en', hreflang: 'en', ogLocale: 'en-US' }] }],
    ['redirect to itself', { redirects: [{ from: '/a', to: '/a', status: 301 }] }],
    ['CSP source with a space', { csp: { connect: ['https://a.org https://b.org'] } }],
  ])('should explain a %s', (_name, patch) => {
    expect(() => validatePublishingOptions({ ...valid, ...patch })).toThrowErrorMatchingSnapshot();
  });
});
