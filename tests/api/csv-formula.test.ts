import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { csvChunks } from '../../server/lists/csv-export.ts';

/** What may hide before a formula: whitespace of every kind, invisible format characters, bidi controls. */
const HIDING: [string, string][] = [
  ['LF', '\n'],
  ['CR LF', '\r\n'],
  ['a space', ' '],
  ['spaces', '   '],
  ['a no-break space U+00A0', '\u00A0'],
  ['an ideographic space U+3000', '\u3000'],
  ['a byte-order mark U+FEFF', '\uFEFF'],
  ['a zero-width space U+200B', '\u200B'],
  ['a zero-width non-joiner U+200C', '\u200C'],
  ['a zero-width joiner U+200D', '\u200D'],
  ['a word joiner U+2060', '\u2060'],
  ['a Mongolian vowel separator U+180E', '\u180E'],
  ...['202A', '202B', '202C', '202D', '202E', '2066', '2067', '2068', '2069'].map((hex): [string, string] => [
    `the bidi control U+${hex}`,
    String.fromCodePoint(parseInt(hex, 16)),
  ]),
  ['a mix of them', ' \u200B\u202E\n\u00A0\uFEFF'],
];
/** The formula characters, ASCII and full-width. */
const FORMULA = ['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

const hostile: [string, string][] = [
  ...FORMULA.map((char): [string, string] => [`${char} alone`, `${char}1+1`]),
  ['a tab', '\tTAB'],
  ['a carriage return', '\rCR'],
  ...HIDING.flatMap(([name, hide]) =>
    FORMULA.map((char): [string, string] => [`${name} before ${char}`, `${hide}${char}HYPERLINK("http://evil.example","x")`]),
  ),
];
/** Text holding whitespace, invisible or formula characters that does not start a formula. */
const harmless = [' Ada Obi', '\u00A0Ngozi', '\u200BEmeka', 'a=b', 'x-1', 'A1@host', '₦5,000', '1+1', 'Ọlá, ₦20k'];

/** The cells as a spreadsheet reads them back from the CSV the export writes. */
async function roundTrip(cells: string[]): Promise<{ raw: string; read: string[] }> {
  async function* batches() {
    yield cells;
  }
  let raw = '';
  for await (const chunk of csvChunks(['Cell'], (cell: string) => [cell], batches())) raw += chunk.toString();
  const parsed = Papa.parse<{ Cell: string }>(raw.replace(/^\uFEFF/, ''), { header: true, delimiter: ',', skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { raw, read: parsed.data.map((row) => row.Cell) };
}

describe('CSV formula neutralisation', () => {
  it.each(hostile)('puts a single quote before a cell starting with %s, keeping all of it', async (_, cell) => {
    const { raw, read } = await roundTrip([cell]);
    expect(read).toEqual([`'${cell}`]);
    expect(raw).toContain(`\r\n"'${cell.slice(0, 1)}`);
  });

  it('leaves text that does not start a formula as it is', async () => {
    expect((await roundTrip(harmless)).read).toEqual(harmless);
  });
});
