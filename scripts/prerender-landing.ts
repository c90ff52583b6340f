import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runnerImport, type AliasOptions, type Plugin } from 'vite';
import { landingMessagesWithEnglish } from './landing-messages-plugin.ts';

interface PrerenderModule {
  landingLocales(): string[];
  renderLanding(locale: string): string;
  renderLandingHead(locale: string): string;
  landingLang(locale: string): string;
}

const ENTRY = '/src/landing/prerender.tsx';
const NO_STYLES = '\0landing-prerender-no-styles';
const HEAD = ['<!--landing-head-->', '<!--/landing-head-->'] as const;
const BODY = ['<!--landing-body-->', '<!--/landing-body-->'] as const;

/** Stylesheets do not change the HTML, and the real build bundles them: render without them. */
const skipStyles: Plugin = {
  name: 'prerender-landing-skip-styles',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('.css') ? NO_STYLES : undefined),
  load: (id) => (id === NO_STYLES ? 'export {}' : undefined),
};

/** `html` with what lies between a pair of markers replaced (the markers are kept). */
const between = (html: string, [start, end]: readonly [string, string], content: string) =>
  html.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => `${start}${content}${end}`);

/** The page's language on <html>: its tag for browsers and assistive technology, its folder for the hydrating script. */
const withLanguage = (html: string, lang: string, locale: string) => html.replace(/<html[^>]*>/, `<html lang="${lang}" data-locale="${locale}">`);

/**
 * Fills landing.html at build (and dev) time in English (the head's title and meta tags and the
 * page's HTML, rendered with react-dom/server, so "/" shows its content before any script runs;
 * entry.tsx then hydrates it), and writes `<locale>/index.html` for every other language the
 * message files have, from the same built page.
 */
export function prerenderLanding(): Plugin {
  let root = process.cwd();
  let alias: AliasOptions = [];
  const load = async () =>
    (
      await runnerImport<PrerenderModule>(ENTRY, {
        root,
        configFile: false,
        logLevel: 'error',
        resolve: { alias },
        plugins: [skipStyles, landingMessagesWithEnglish()],
      })
    ).module;
  const render = (module: PrerenderModule, html: string, locale: string) =>
    withLanguage(between(between(html, HEAD, module.renderLandingHead(locale)), BODY, module.renderLanding(locale)), module.landingLang(locale), locale);
  return {
    name: 'prerender-landing',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    // `npm run dev`: the other languages' pages at `/<locale>/`, rendered on each request like the build's.
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const locale = /^\/([\w-]+)\/(\?.*)?$/.exec(request.url ?? '')?.[1];
        if (!locale || locale === 'en' || !existsSync(join(root, 'src/i18n', locale, 'landing.json'))) return next();
        const module = await load();
        const page = await server.transformIndexHtml('/landing.html', readFileSync(join(root, 'landing.html'), 'utf8'));
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(render(module, page, locale));
      });
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        if (!filename.endsWith('landing.html')) return html;
        return render(await load(), html, 'en');
      },
    },
    async writeBundle({ dir }) {
      const built = join(dir ?? join(root, 'dist'), 'landing.html');
      if (!existsSync(built)) return;
      const page = readFileSync(built, 'utf8');
      const module = await load();
      for (const locale of module.landingLocales().filter((l) => l !== 'en')) {
        mkdirSync(join(dirname(built), locale), { recursive: true });
        // Vite strips `vite-ignore` from the page it builds; this copy is written after it, so strip it here.
        writeFileSync(join(dirname(built), locale, 'index.html'), render(module, page, locale).replace(/ vite-ignore/g, ''));
      }
    },
  };
}
