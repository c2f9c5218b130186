// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { framePage, parkingPage } from './edge-pages';

/** axe-core over the page as a browser would build it (jsdom cannot judge colour contrast; the e2e suite does). */
async function violations(html: string): Promise<string[]> {
  document.open();
  document.write(html);
  document.close();
  // The framed site is not ours to judge (and jsdom cannot enter it).
  const result = await axe.run(document, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 80)).join(' | ')}`);
}

describe('edge pages', () => {
  it('the parking page in English and German has no accessibility violation', async () => {
    // The check itself finds what it should: an image without text and a page without a language.
    const broken = await violations('<!doctype html><html><head><title>t</title></head><body><main><img src="x"></main></body></html>');
    expect(broken.map((line) => line.split(':')[0])).toEqual(['html-has-lang', 'image-alt']);
    expect(
      await violations(parkingPage({ domainUtf8: 'müller.example', language: 'en' }, 'https://shop.example', 'Domain Shop').html),
    ).toEqual([]);
    expect(
      await violations(parkingPage({ domainUtf8: 'müller.example', language: 'de' }, 'https://shop.example', 'Domain Shop').html),
    ).toEqual([]);
  });

  it('the parking page has one heading with the name, a language and a title', () => {
    document.open();
    document.write(parkingPage({ domainUtf8: 'parked.example', language: 'de' }, 'https://shop.example', 'Domain Shop').html);
    document.close();
    expect(document.documentElement.lang).toBe('de');
    expect(document.title).toBe('parked.example – registriert bei Domain Shop');
    expect([...document.querySelectorAll('h1')].map((heading) => heading.textContent)).toEqual(['parked.example']);
    expect(document.querySelector('main')).not.toBeNull();
  });

  it('the frame page builds no element from customer text, and its frame is titled', () => {
    const evil = '</title><script>alert(1)</script><img src=x onerror=alert(2)>';
    document.open();
    document.write(
      framePage(
        { title: evil, metaDescription: evil, metaKeywords: evil, noframes: evil },
        new URL('https://dest.example/?a="><script>x</script>'),
        'en',
      ).html,
    );
    document.close();
    expect(document.querySelectorAll('script, img')).toHaveLength(0);
    expect(document.title).toBe(evil);
    expect(document.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(evil);
    expect(document.querySelector('iframe')!.getAttribute('title')).toBe(evil);
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe('https://dest.example/?a=%22%3E%3Cscript%3Ex%3C/script%3E');
  });

  it('the frame page has a language, an unsandboxed titled frame told only the origin as referrer, and no accessibility violation', async () => {
    const page = framePage(
      { title: 'Mein Laden', metaDescription: '', metaKeywords: '', noframes: '' },
      new URL('https://dest.example/'),
      'de',
    ).html;
    expect(await violations(page)).toEqual([]);
    document.open();
    document.write(page);
    document.close();
    expect(document.documentElement.lang).toBe('de');
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('title')).toBe('Mein Laden');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin');
    expect(frame.hasAttribute('sandbox')).toBe(false);
  });
});
