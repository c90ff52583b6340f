import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import type { FilterDeclaration, EntityDeclaration } from '@entities/types.ts';

/** The message key of a filter's label: `resources.<name>.filters.<source>`. */
const filterLabel = (schema: EntityDeclaration, source: string) => `resources.${schema.name}.filters.${source}`;

/**
 * The filter bar's inputs of a schema, as elements (react-admin's FilterForm reads their props):
 * all always shown, their values kept in the URL by the list, so a reload or a link keeps them.
 */
export const listFilters = (schema: EntityDeclaration) => (schema.list.filters ?? []).map((filter) => filterInput(schema, filter));

function filterInput(schema: EntityDeclaration, { source, kind, choices, reference, display }: FilterDeclaration) {
  const label = filterLabel(schema, source);
  // A labelled text input (the label says what it searches), not SearchInput, whose label is hidden.
  if (kind === 'search') return <TextInput key={source} source={source} label={label} resettable sx={{ minWidth: 280 }} alwaysOn />;
  if (kind === 'day') return <DateInput key={source} source={source} label={label} alwaysOn />;
  if (kind === 'reference') {
    return (
      <ReferenceInput key={source} source={source} reference={reference!} alwaysOn>
        <AutocompleteInput label={label} optionText={display ?? 'name'} sx={{ minWidth: 240 }} />
      </ReferenceInput>
    );
  }
  // Wide enough for the longest label ("Transaction Service") not to be cut.
  return (
    <SelectInput
      key={source}
      source={source}
      label={label}
      choices={choices}
      optionValue="value"
      optionText={<ChoiceLabel />}
      emptyText="ra.action.clear_input_value"
      alwaysOn
      sx={{ minWidth: 220 }}
    />
  );
}

/** A choice's label; one naming an entity is read in the singular. */
function ChoiceLabel() {
  const translate = useTranslate();
  const choice = useRecordContext<{ label: string }>();
  return <>{choice ? translate(choice.label, { smart_count: 1 }) : null}</>;
}
