// `npm run i18n:preview -- <locale>`: the landing page and the console in one language, as a translator
// checks them: builds what changed, starts the demo (its own embedded database in .preview-data) and
// prints where to look. Stop it with Ctrl+C.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const locale = process.argv[2];
if (!locale || !existsSync(`src/i18n/${locale}/language.json`)) {
  console.error(
    `✖ Name a language that has a folder with a language.json: npm run i18n:preview -- ${locale || '<locale>'} (src/i18n/${locale || '<locale>'}/language.json)`,
  );
  process.exit(2);
}
const port = process.env.PORT || '3000';
const email = process.env.ADMIN_EMAIL || 'translator@example.com';
const password = process.env.ADMIN_PASSWORD || 'preview-only-password';
const env = { ...process.env, PORT: port, DATA_DIR: process.env.DATA_DIR || '.preview-data', ADMIN_EMAIL: email, ADMIN_PASSWORD: password };
// Its own process group, so stopping the preview stops npm, the build and the server under it alike.
const server = spawn('npm', ['run', '--silent', 'demo'], { stdio: 'inherit', env, detached: true });
const stop = () => process.kill(-server.pid, 'SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

const base = `http://localhost:${port}`;
const landing = locale === 'en' ? '/' : `/${locale}/`;
for (;;) {
  const ready = await fetch(`${base}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (ready) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
console.log(`\n  Landing page  ${base}${landing}\n  Console       ${base}/login?lang=${locale}   (${email} / ${password})\n`);
