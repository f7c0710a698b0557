import { describe, expect, it } from 'vitest';
import { html, trustedHtml } from './html';

describe('html', () => {
  it('escapes interpolated text and keeps nested markup', () => {
    const name = '<script>alert("x")</script>';
    expect(html`<p title="${name}">${html`<b>${name}</b>`}</p>`.text).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"><b>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</b></p>',
    );
  });

  it('prints nothing for false, null and undefined, and joins lists', () => {
    expect(html`${false}${null}${undefined}${[html`<i>1</i>`, 2]}`.text).toBe('<i>1</i>2');
    expect(html`${trustedHtml('<svg></svg>')}`.text).toBe('<svg></svg>');
  });
});
