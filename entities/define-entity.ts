import { valueKey, type EntityDeclaration, type FieldDeclaration, type FilterDeclaration } from './types.ts';

/** Where a field's own words live: `resources.<entity>.values.<field>`. */
export const ownWords = (entity: string, source: string) => `resources.${entity}.values.${source}`;

/** A choice's values and their labels' prefix; a yes/no's words; both from the entity's own messages. */
function completeField(entity: string, source: string, field: FieldDeclaration): FieldDeclaration {
  if (field.kind === 'choice' && field.choices) {
    return { ...field, values: field.values ?? Object.keys(field.choices), valueLabels: field.valueLabels ?? ownWords(entity, source) };
  }
  if (field.kind === 'yesNo' && !field.words) {
    const tones = field.tones ?? { true: 'success', false: 'neutral' };
    return { ...field, words: { true: `${ownWords(entity, source)}.true`, false: `${ownWords(entity, source)}.false`, tones } };
  }
  return field;
}

/** A choice filter without its choices offers its field's values, each in the field's words. */
function completeFilter(fields: Record<string, FieldDeclaration>, filter: FilterDeclaration): FilterDeclaration {
  if (filter.kind !== 'choice' || filter.choices) return filter;
  const field = fields[filter.source];
  if (field?.words)
    return {
      ...filter,
      choices: [
        { value: 'true', label: field.words.true },
        { value: 'false', label: field.words.false },
      ],
    };
  if (field?.values) return { ...filter, choices: field.values.map((value) => ({ value, label: `${field.valueLabels}.${valueKey(value)}` })) };
  return filter;
}

type FieldName<T extends EntityDeclaration> = Extract<keyof T['fields'], string>;

/** The names a declaration uses for its fields, checked by TypeScript against the fields it declares. */
interface NamesChecked<T extends EntityDeclaration> {
  list: {
    columns: FieldName<T>[];
    hiddenColumns?: FieldName<T>[];
    search?: FieldName<T>[];
    card?: { primary: FieldName<T>; secondary?: FieldName<T>[]; tertiary?: FieldName<T> };
  };
  form?: { inputs: FieldName<T>[]; readOnlyOnEdit?: FieldName<T>[] };
}

/**
 * Checks a declaration's shape at compile time (a column, input, search or card naming no declared
 * field is a type error), keeps its literal types, and fills in what follows
 * from it, so every reader (console, server, tests) sees the same complete declaration: a choice's
 * values and words, a yes/no's words, a choice filter's choices.
 */
export function defineEntity<const T extends EntityDeclaration>(declaration: T & NamesChecked<T>): T {
  const fields = Object.fromEntries(Object.entries(declaration.fields).map(([source, field]) => [source, completeField(declaration.name, source, field)]));
  const filters = declaration.list.filters?.map((filter) => completeFilter(fields, filter));
  return { ...declaration, fields, list: { ...declaration.list, ...(filters && { filters }) } } as T;
}
