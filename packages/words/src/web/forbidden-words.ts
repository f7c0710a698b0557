/**
 * The 403 page's sentence in Chinese, the seed's blocked language: said, in every language of
 * the product, to a browser that prefers Chinese. Not a language the product speaks, so it is not
 * a catalogue of its own.
 */
export const forbiddenInChinese = '访问受限：Sorte 在您所在的地区不可用。';
