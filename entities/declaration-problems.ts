import { isTextKind } from './text-bounds.ts';
import { valueLabelKey, yesNoWords, type EntityDeclaration, type FieldDeclaration } from './types.ts';

/** What a check may ask of the world beyond the declarations: whether English has a message key. */
export interface DeclarationContext {
  hasEnglish(key: string): boolean;
}

/** The message keys a field names: its rule's, its empty text, its values' and its yes/no words. */
function fieldKeys(field: FieldDeclaration): string[] {
  const words = yesNoWords(field);
  return [
    ...(field.pattern ? [field.pattern.message] : []),
    ...(field.requiredMessage ? [field.requiredMessage] : []),
    ...(field.emptyText ? [field.emptyText] : []),
    ...(words ? [words.true, words.false] : []),
    ...(field.kind === 'choice' ? (field.values ?? []).flatMap((value) => valueLabelKey(field, value) ?? []) : []),
  ];
}

/** A field's own mistakes, by what it is: a reference's target, a choice's values, bounds that cannot hold. */
function fieldProblems(field: FieldDeclaration, byName: Map<string, EntityDeclaration>): string[] {
  const problems: string[] = [];
  if (field.kind === 'reference' || field.kind === 'referenceMany') {
    const target = field.reference ? byName.get(field.reference) : undefined;
    if (!target) problems.push(`reference "${field.reference ?? ''}" is not a declared entity`);
    else if (field.kind === 'reference' && !target.list.search?.length)
      problems.push(`its target "${target.name}" declares no list.search, so its input cannot find records by typing`);
    else if (field.display && !target.fields[field.display] && field.display !== target.recordRepresentation)
      problems.push(`display "${field.display}" is not a field of "${target.name}"`);
  }
  if (field.link && !byName.has(field.link.to)) problems.push(`link to "${field.link.to}", which is not a declared entity`);
  if (field.kind === 'choice' && !field.values?.length) problems.push('a choice without choices');
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) problems.push(`min ${field.min} is above max ${field.max}`);
  if ((field.minLength !== undefined || field.maxLength !== undefined) && !isTextKind(field) && field.kind !== 'referenceMany')
    problems.push('length bounds on a field that is not text');
  return problems;
}

/** Names a declaration uses that must be its fields: columns, hidden columns, card, search, inputs, sort. */
function namesUsed(declaration: EntityDeclaration): [string, string][] {
  const { list, form } = declaration;
  const card = list.card ? [list.card.primary, ...(list.card.secondary ?? []), ...(list.card.tertiary ? [list.card.tertiary] : [])] : [];
  const sortable = new Set(Object.keys(declaration.api.paging?.sorts ?? {}));
  return [
    ...list.columns.map((name) => ['list.columns', name] as [string, string]),
    ...(list.hiddenColumns ?? []).map((name) => ['list.hiddenColumns', name] as [string, string]),
    ...card.map((name) => ['list.card', name] as [string, string]),
    ...(list.search ?? []).map((name) => ['list.search', name] as [string, string]),
    ...(form?.inputs ?? []).map((name) => ['form.inputs', name] as [string, string]),
    ...(form?.readOnlyOnEdit ?? []).map((name) => ['form.readOnlyOnEdit', name] as [string, string]),
    ...(list.sort && !sortable.has(list.sort.field) ? [['list.sort', list.sort.field] as [string, string]] : []),
    ...(list.filters ?? []).filter((filter) => filter.kind === 'choice').map((filter) => ['list.filters', filter.source] as [string, string]),
    ...Object.entries(declaration.fields).flatMap(([source, field]) => (field.beside ? [[`field "${source}" beside`, field.beside] as [string, string]] : [])),
  ];
}

/**
 * Every mistake in the declarations, one line each naming the entity and the field: a name that is
 * not a field, a reference to an unknown entity, a message key English lacks. `npm test` fails on
 * any; the server refuses to start on the first.
 */
export function declarationProblems(declarations: readonly EntityDeclaration[], context: DeclarationContext): string[] {
  const byName = new Map(declarations.map((declaration) => [declaration.name, declaration]));
  const problems: string[] = [];
  for (const declaration of declarations) {
    const at = (where: string) => `entities/${declaration.name}.ts ${where}`;
    for (const [where, name] of namesUsed(declaration)) {
      if (!declaration.fields[name]) problems.push(at(`${where}: "${name}" is not one of its fields`));
    }
    for (const filter of declaration.list.filters ?? []) {
      if (filter.kind === 'reference' && !byName.has(filter.reference ?? ''))
        problems.push(at(`list.filters "${filter.source}": reference "${filter.reference ?? ''}" is not a declared entity`));
      for (const choice of filter.choices ?? [])
        if (!context.hasEnglish(choice.label)) problems.push(at(`list.filters "${filter.source}": no English message "${choice.label}"`));
    }
    for (const [source, field] of Object.entries(declaration.fields)) {
      for (const problem of fieldProblems(field, byName)) problems.push(at(`field "${source}": ${problem}`));
      for (const key of fieldKeys(field)) if (!context.hasEnglish(key)) problems.push(at(`field "${source}": no English message "${key}"`));
    }
    const shown = [...new Set([...declaration.list.columns, ...(declaration.form?.inputs ?? [])])].filter((source) => declaration.fields[source]);
    for (const key of ['name', 'menu', ...shown.map((source) => `fields.${source}`)].map((part) => `resources.${declaration.name}.${part}`)) {
      if (!context.hasEnglish(key)) problems.push(at(`no English message "${key}"`));
    }
  }
  return problems;
}
