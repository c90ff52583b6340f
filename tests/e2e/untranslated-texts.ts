import type { Page } from 'playwright-core';

/**
 * The visible texts and names on a page that are not pseudo-localised (⟦…⟧): text nodes, and the
 * aria-label, title and placeholder of elements. Data is excepted: the text and tooltips of table
 * cells and phone cards' `data-value` parts (names, emails, amounts) unless it is a control's,
 * texts without a letter (numbers, dates, "1-50"), and what the admin typed into inputs.
 */
export function untranslatedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const PSEUDO = /[⟦⟧]/;
    const hasLetter = (text: string) => /\p{L}/u.test(text);
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[aria-hidden="true"]');
    };
    const isData = (el: Element) =>
      !!el.closest('[data-value]') || (!!el.closest('tbody td, input, textarea') && !el.closest('button, [role="button"], [role="menuitem"]'));
    // A language named in its own words (the language menu, the landing page's link) is meant to stay so.
    const pageLanguage = document.documentElement.lang;
    const otherLanguage = (el: Element) => {
      const marked = el.closest('[lang]');
      return !!marked && marked !== document.documentElement && marked.getAttribute('lang') !== pageLanguage && !marked.classList.contains('lp');
    };
    const out = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const el = node.parentElement;
      if (!text || !el || !hasLetter(text) || PSEUDO.test(text) || !visible(el) || isData(el) || otherLanguage(el)) continue;
      if (el.closest('script, style, noscript')) continue;
      out.add(text);
    }
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      if (!visible(el) || el.closest('tbody td, [data-value]') || otherLanguage(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = el.getAttribute(name)?.trim();
        if (value && hasLetter(value) && !PSEUDO.test(value)) out.add(`${name}="${value}"`);
      }
    }
    return [...out];
  });
}
