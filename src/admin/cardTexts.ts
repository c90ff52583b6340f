import type { CardDeclaration, EntityDeclaration, FieldKind } from '@entities/types.ts';

/** What reads at a glance at a card's right edge, in order of preference: a badge, then an amount, then a date. */
const RIGHT_EDGE: FieldKind[][] = [['choice', 'yesNo', 'paidBadge', 'activeBadge', 'disabledBadge'], ['naira'], ['date', 'dateTime']];

/** What reads as a line of text under a card's title. */
const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'longText', 'url', 'reference', 'referenceMany']);

/** The most lines under a derived card's title. */
const SECONDARY_LINES = 2;

/**
 * A phone card's texts (sources of the declaration's fields): its `list.card` when declared, else
 * derived from the columns shown by default: the first is the title, the first badge, amount or date
 * after it sits at the right, and up to two text columns after the title are the lines under it.
 */
export function cardTexts(schema: EntityDeclaration): CardDeclaration {
  if (schema.list.card) return schema.list.card;
  const hidden = new Set(schema.list.hiddenColumns ?? []);
  const [primary, ...rest] = schema.list.columns.filter((source) => !hidden.has(source));
  const kindOf = (source: string) => schema.fields[source].kind;
  const tertiary = RIGHT_EDGE.map((kinds) => rest.find((source) => kinds.includes(kindOf(source)))).find(Boolean);
  const secondary = rest.filter((source) => TEXT_KINDS.has(kindOf(source))).slice(0, SECONDARY_LINES);
  return { primary, secondary, ...(tertiary && { tertiary }) };
}
