import {
  AutocompleteInput,
  BooleanInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
  type Validator,
} from 'react-admin';
import { valueKey, type FieldDeclaration } from '@entities/types.ts';

export interface InputProps {
  source: string;
  field: FieldDeclaration;
  label: string;
  disabled: boolean;
  readOnly: boolean;
  validate?: Validator[];
}

/** Choice lists come from the target's whole list, so ask for all of it at once. */
const CHOICES_PER_PAGE = 1000;

const common = ({ source, label, disabled, readOnly, validate }: InputProps) => ({ source, label, disabled, readOnly, validate });

/** A text with declared values is a choice among them, each under its label (`valueLabels`). */
export function TextFieldInput(props: InputProps) {
  const { values, valueLabels } = props.field;
  if (!values) return <TextInput {...common(props)} />;
  const choices = values.map((value) => ({ id: value, name: valueLabels ? `${valueLabels}.${valueKey(value)}` : value }));
  return <SelectInput {...common(props)} choices={choices} />;
}
export const LongTextInput = (props: InputProps) => <TextInput {...common(props)} multiline minRows={3} />;
export const NumberFieldInput = (props: InputProps) => <NumberInput {...common(props)} />;
export const DateFieldInput = (props: InputProps) => <DateInput {...common(props)} />;
export const BooleanFieldInput = (props: InputProps) => <BooleanInput {...common(props)} />;

/** How many matches a reference's autocomplete offers while the admin types. */
const MATCHES_SHOWN = 25;
const searchFor = (text: string) => (text.trim() ? { q: text.trim() } : {});

/**
 * A reference is found by typing: the target is searched on the server (or in its whole list, where
 * the server does not page it), a page of matches at a time, so 200 000 users are no heavier than 20.
 */
export const ReferenceFieldInput = (props: InputProps) => (
  <ReferenceInput source={props.source} reference={props.field.reference ?? ''} perPage={MATCHES_SHOWN}>
    <AutocompleteInput {...common(props)} optionText={props.field.display ?? 'name'} filterToQuery={searchFor} />
  </ReferenceInput>
);

export const ReferenceManyFieldInput = (props: InputProps) => (
  <ReferenceArrayInput source={props.source} reference={props.field.reference ?? ''} perPage={CHOICES_PER_PAGE}>
    <SelectArrayInput {...common(props)} optionText={props.field.display ?? 'name'} />
  </ReferenceArrayInput>
);
