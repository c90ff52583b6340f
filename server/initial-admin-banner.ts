/** Prints the first admin's generated credentials once, framed so they stand out in the log. */
export function printInitialAdmin(email: string, password: string) {
  const lines = [
    'First start: an admin account was created.',
    `  Email:    ${email}`,
    `  Password: ${password}`,
    'Shown once. Change it with: npm run admin -- reset-password --email ' + email,
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = '='.repeat(width + 4);
  process.stdout.write(`\n${rule}\n${lines.map((l) => `| ${l.padEnd(width)} |`).join('\n')}\n${rule}\n\n`);
}
