import { runnerImport, type AliasOptions, type Plugin } from 'vite';

interface PrerenderModule {
  renderLanding(): string;
  renderLandingHead(): string;
}

const ENTRY = '/src/landing/prerender.tsx';
const NO_STYLES = '\0landing-prerender-no-styles';

/** Stylesheets do not change the HTML, and the real build bundles them: render without them. */
const skipStyles: Plugin = {
  name: 'prerender-landing-skip-styles',
  enforce: 'pre',
  resolveId: (source) => (source.endsWith('.css') ? NO_STYLES : undefined),
  load: (id) => (id === NO_STYLES ? 'export {}' : undefined),
};

/**
 * Fills landing.html at build (and dev) time: the head's title and meta tags and the page's HTML,
 * rendered with react-dom/server, so "/" shows its content before any script runs; entry.tsx then
 * hydrates it.
 */
export function prerenderLanding(): Plugin {
  let root = process.cwd();
  let alias: AliasOptions = [];
  return {
    name: 'prerender-landing',
    configResolved(config) {
      root = config.root;
      alias = config.resolve.alias;
    },
    transformIndexHtml: {
      order: 'pre',
      async handler(html, { filename }) {
        if (!filename.endsWith('landing.html')) return html;
        const { module } = await runnerImport<PrerenderModule>(ENTRY, {
          root,
          configFile: false,
          logLevel: 'error',
          resolve: { alias },
          plugins: [skipStyles],
        });
        return html
          .replace('<!--landing-head-->', module.renderLandingHead())
          .replace('<!--landing-body-->', module.renderLanding());
      },
    },
  };
}
