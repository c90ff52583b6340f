import react from '@vitejs/plugin-react';
import { CONSOLE_ALIASES } from './scripts/console-aliases.ts';
import { landingMessagesWithEnglish } from './scripts/landing-messages-plugin.ts';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets.ts';
import { prerenderLanding } from './scripts/prerender-landing.ts';

const apiPort = process.env.API_PORT || '3000';

export default defineConfig({
  plugins: [react(), landingMessagesWithEnglish(), prerenderLanding(), precompressAssets()],
  resolve: { alias: CONSOLE_ALIASES },
  server: { proxy: { '/api': `http://localhost:${apiPort}` } },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Two pages: the console (index.html) and the prerendered public landing page served at "/".
    // The manifest lets tests check which chunks "/" loads.
    manifest: true,
    rolldownOptions: { input: { index: 'index.html', landing: 'landing.html' } },
  },
});
