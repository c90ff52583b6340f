// The shimmed packages as the console's code and tests import them (scripts/console-aliases.ts).
declare module 'object.entries' {
  const entries: typeof Object.entries;
  export default entries;
}
declare module 'jsonexport/dist/index.js' {
  export default function jsonExport(data: unknown, callback: (error: Error | null, csv: string) => void): void;
}
