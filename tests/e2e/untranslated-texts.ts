import type { Page } from 'playwright-core';

/**
 * The visible texts and names on a page that are not pseudo-localised (⟦…⟧): text nodes, and the
 * aria-label, title and placeholder of elements. Data is excepted: the text and tooltips of table
 * cells and phone cards' `data-value` parts (names, emails, amounts) unless it is a control's, what
 * is marked never to be translated (`translate="no"`: a language's code),
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
      !!el.closest('[data-value], [translate="no"]') ||
      (!!el.closest('tbody td, input, textarea') && !el.closest('button, [role="button"], [role="menuitem"]'));
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

/**
 * Message-file texts (pseudo-localised, so ⟦…⟧ marks them) that their box cuts off: wider or taller
 * than the box that hides the rest, with no tooltip or accessible name to read them whole.
 */
export function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const text = Array.from(el.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .trim();
      if (!text.includes('⟦')) continue;
      const box = el.getBoundingClientRect();
      // Visually hidden texts (screen readers only) are 1 px boxes by design.
      if (box.width <= 1 || box.height <= 1 || el.closest('[aria-hidden="true"]')) continue;
      // The nearest box that hides what overflows it: the element itself or an ancestor.
      let clip: Element | null = el;
      while (clip && clip !== document.body && getComputedStyle(clip).overflowX === 'visible' && getComputedStyle(clip).overflowY === 'visible')
        clip = clip.parentElement;
      if (!clip || clip === document.body || ['auto', 'scroll'].includes(getComputedStyle(clip).overflowX)) continue;
      const outer = clip.getBoundingClientRect();
      const cut = el.scrollWidth > el.clientWidth + 1 || box.right > outer.right + 1 || box.left < outer.left - 1 || box.bottom > outer.bottom + 1;
      if (cut && !el.closest('[title], [aria-label]')) out.push(text.slice(0, 60));
    }
    return out;
  });
}
