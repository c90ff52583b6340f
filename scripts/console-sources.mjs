// What the console's build reads: `npm start` rebuilds when any of these is newer than dist/.
export const consoleSources = ['src', 'entities', 'public', 'index.html', 'landing.html', 'vite.config.ts', 'package-lock.json'];
