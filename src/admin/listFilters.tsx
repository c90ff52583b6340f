import { type Theme, useMediaQuery } from '@mui/material';
import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, TextInput, useListContext, useRecordContext, useTranslate } from 'react-admin';
import type { FilterDeclaration, EntityDeclaration } from '@entities/types.ts';

/** The message key of a filter's label: `resources.<name>.filters.<source>`. */
const filterLabel = (schema: EntityDeclaration, source: string) => `resources.${schema.name}.filters.${source}`;

/**
 * The filter bar's inputs of a schema, as elements (react-admin's FilterForm reads their props):
 * all always shown, their values kept in the URL by the list, so a reload or a link keeps them.
 */
export const listFilters = (schema: EntityDeclaration) => (schema.list.filters ?? []).map((filter) => filterInput(schema, filter));

function filterInput(schema: EntityDeclaration, { source, kind, choices, reference, display, extension }: FilterDeclaration) {
  const label = filterLabel(schema, source);
  // A labelled text input (the label says what it searches), not SearchInput, whose label is hidden.
  if (kind === 'search') return <SearchFilter key={source} source={source} label={label} alwaysOn />;
  if (kind === 'day') return <DateInput key={source} source={source} label={label} alwaysOn />;
  if (kind === 'reference') {
    return (
      <ReferenceInput key={source} source={source} reference={reference!} alwaysOn>
        <ReferenceFilter label={label} optionText={display ?? 'name'} />
      </ReferenceInput>
    );
  }
  if (extension) return <ExtensionChoiceFilter key={source} source={source} label={label} choices={choices} alwaysOn />;
  return <ChoiceFilter key={source} source={source} label={label} choices={choices} alwaysOn />;
}

/** The extension fields a list's rows were seen to carry in this visit of the console (the server does not change under it). */
const answeredFields = new Set<string>();

/**
 * A choice filter on a field only our server answers: shown once the list's rows have carried the
 * field, or while it is set (so that it can be cleared); hidden against a server whose rows lack it.
 */
function ExtensionChoiceFilter(props: FilterProps & { choices: FilterDeclaration['choices'] }) {
  const { data, filterValues, resource } = useListContext();
  const key = `${resource}.${props.source}`;
  if (data?.some((row) => row[props.source] !== undefined)) answeredFields.add(key);
  if (!answeredFields.has(key) && filterValues[props.source] === undefined) return null;
  return <ChoiceFilter {...props} />;
}

/**
 * A filter's width: at least its label's in the admin's language (a filled input's label sits over
 * it and would be cut), plus room for the input's buttons; on phones, the whole row.
 */
function useLabelFit(label: string, min: number) {
  const translate = useTranslate();
  return { minWidth: { xs: '100%', sm: `max(${min}px, calc(${translate(label).length}ch + 56px))` } };
}

type FilterProps = { source: string; label: string; alwaysOn: boolean };

/** On phones its label stays small above the box, where it has a third more room than inside it. */
function SearchFilter(props: FilterProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <TextInput {...props} resettable sx={useLabelFit(props.label, 280)} slotProps={phone ? { inputLabel: { shrink: true } } : undefined} />;
}

function ReferenceFilter({ label, optionText }: { label: string; optionText: string }) {
  return <AutocompleteInput label={label} optionText={optionText} sx={useLabelFit(label, 240)} />;
}

function ChoiceFilter({ choices, ...props }: FilterProps & { choices: FilterDeclaration['choices'] }) {
  return (
    <SelectInput
      {...props}
      choices={choices}
      optionValue="value"
      optionText={<ChoiceLabel />}
      emptyText="ra.action.clear_input_value"
      sx={useLabelFit(props.label, 220)}
    />
  );
}

/** A choice's label; one naming an entity is read in the singular. */
function ChoiceLabel() {
  const translate = useTranslate();
  const choice = useRecordContext<{ label: string }>();
  return <>{choice ? translate(choice.label, { smart_count: 1 }) : null}</>;
}
