/** Translators' context, written once for English: what each placeholder holds, and a line for texts the English leaves ambiguous. */
export interface ContextFile {
  placeholders: Record<string, string>;
  texts: Record<string, Record<string, string>>;
}

/** Where a key's text shows, from the shape of its key: the rule that matches first. */
const BY_KEY: [RegExp, (parts: string[]) => string][] = [
  [/^resources\.\w+\.name$/, ([, r]) => `What a ${r} record is called: singular |||| plural (menu, titles, counts)`],
  [/^resources\.\w+\.menu/, ([, r]) => `Menu entry of the ${r} screens`],
  [/^resources\.\w+\.fields\./, ([, r, , f]) => `Label of the ${r} field "${f}": form label and column header`],
  [/^resources\.\w+\.filters\./, ([, r]) => `Filter on the ${r} list`],
  [/^resources\.\w+\.values\./, ([, r, , f]) => `A value of the ${r} field "${f}", in its badge and filter`],
  [/\.notifications?\./, () => 'Short message shown after an action (a toast)'],
  [/\.(errors?|failed)\b/, () => 'Error message'],
  [/\.validation\./, () => 'Error shown under a form field'],
  [/^ra\.action\.|\.actions?\./, () => 'Button or menu action: a verb'],
  [/\.(title|heading)$/, () => 'Title of a page, section or dialog'],
  [/(aria_label|_label)$/, () => 'Accessible name: read by screen readers, not shown'],
  [/\.(tooltip|hint|help)/, () => 'Tooltip or help text'],
  [/\.(status|badge)\./, () => 'Status badge of a record'],
  [/^ra\./, ([, group]) => `react-admin's built-in text (${group})`],
  [/^app\.dashboard\.|^app\.(work|volume)\./, () => 'On the dashboard'],
  [/^app\.login\./, () => 'On the sign-in page'],
  [/^app\.layout\.|^app\.menu\./, () => 'In the console frame: header, menu or user menu'],
  [/^(nav|header|footer)\./, () => 'On the public landing page: top bar or footer'],
  [/^head\./, () => 'Search engine and link preview text of the public landing page'],
];

/** The file a text lives in says who reads it when its key says nothing. */
const BY_FILE: Record<string, string> = {
  'landing.json': 'On the public landing page',
  'server.json': 'Error message from the server, shown to the admin',
  'lists.json': 'On a list screen: search, filters, counts, exports',
  'team.json': 'On the team, roles or activity log screens',
};

const PLACEHOLDER = /%\{(\w+)\}/g;

/** A text's context line: the hand-written one, else where it shows; then what its placeholders hold. */
export function contextOf(context: ContextFile, file: string, key: string, english: string): string {
  const parts = key.split('.');
  const where = context.texts[file]?.[key] ?? BY_KEY.find(([pattern]) => pattern.test(key))?.[1](parts) ?? BY_FILE[file] ?? 'In the console';
  const names = [...new Set([...english.matchAll(PLACEHOLDER)].map((m) => m[1]))];
  const holds = names.map((name) => `%{${name}}: ${context.placeholders[name] ?? 'a value the console fills in'}`);
  const forms = english.includes('||||') ? ['plural forms separated by ||||'] : [];
  return [where, ...forms, ...holds].join('. ');
}
