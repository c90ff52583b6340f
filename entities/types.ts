/**
 * The shape of an entity declaration: plain data, no React and no Node, read by the console (list,
 * form, data provider), by the server (routes, validation, sorts, search, messages) and by the tests.
 * A declaration describes the entity as the API shows it (field names of the contract, amounts in
 * naira). Labels are never literal: texts are `resources.<name>.fields.<source>` and friends.
 */

import type { Capability } from './roles.ts';

/** Every kind a field may have; the console maps each to a cell and an input, the server to a JSON schema. */
export type FieldKind =
  | 'text'
  | 'longText'
  | 'number'
  | 'naira'
  | 'date'
  | 'dateTime'
  | 'url'
  | 'paidBadge'
  | 'choice'
  | 'yesNo'
  | 'activeBadge'
  | 'disabledBadge'
  | 'reference'
  | 'referenceMany'
  | 'changes'
  /** Why a submission may be fraud (entities/fraud-flags.ts): chips, shown only. */
  | 'flags'
  /** A user's freeze, `{ reason, at }` or null: a "Frozen" badge saying why, shown only. */
  | 'frozen';

/** A badge's colour: each keeps a 4.5:1 contrast in both themes. */
export type Tone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/** A yes/no value's words (message keys) and colours. */
export interface YesNoWords {
  true: string;
  false: string;
  tones: { true: Tone; false: Tone };
}

/**
 * The yes/no kinds with shared words: Paid/Unpaid, Active/Inactive, Disabled/Active. A `yesNo`
 * field says its own (`resources.<entity>.values.<field>.true|false`, see define-entity.ts). A
 * two-choice filter offers both values; a list sorts newest first within each value.
 */
export const BOOLEAN_BADGES: Partial<Record<FieldKind, YesNoWords>> = {
  paidBadge: { true: 'app.badge.paid', false: 'app.badge.unpaid', tones: { true: 'success', false: 'error' } },
  activeBadge: { true: 'app.badge.active', false: 'app.badge.inactive', tones: { true: 'success', false: 'error' } },
  disabledBadge: { true: 'app.badge.disabled', false: 'app.badge.active', tones: { true: 'error', false: 'success' } },
};
export const BOOLEAN_KINDS: ReadonlySet<FieldKind> = new Set([...(Object.keys(BOOLEAN_BADGES) as FieldKind[]), 'yesNo']);

/** A yes/no field's words and colours: its kind's shared ones, else its own. */
export const yesNoWords = (field: FieldDeclaration): YesNoWords | undefined => BOOLEAN_BADGES[field.kind] ?? field.words;

export interface FieldDeclaration {
  kind: FieldKind;
  /** Columns sort unless this is false. */
  sortable?: boolean;
  /** Required in a new record (form and API). */
  required?: boolean;
  /** The message key shown when a required input is left empty (default: react-admin's "Required"). */
  requiredMessage?: string;
  /**
   * What the text must match, and the message key saying so. The server's 400 reads
   * "<field> <message>" with the English message's first letter in lower case.
   */
  pattern?: { value: RegExp; message: string };
  /** number / naira: inclusive bounds. */
  min?: number;
  max?: number;
  /** number / naira: exclusive bounds ("more than 0"). */
  greaterThan?: number;
  lessThan?: number;
  /** number: a whole number; a fraction is refused. */
  integer?: boolean;
  /** text, longText, url: length bounds after trimming (defaults in text-bounds.ts). */
  minLength?: number;
  maxLength?: number;
  /** No two records share the value (`ignoreCase`: nor differ only by case); a clash is a 409 naming the field. */
  unique?: boolean | 'ignoreCase';
  /** The value may be null in answers (a user without a name). */
  nullable?: boolean;
  /** The production backend's rows lack it: its column shows only once the list's rows carry it (src/admin/carriedColumns.ts). */
  extension?: boolean;
  /** A dotted field (`reviewedBy.name`): the embedded record itself may be null (not reviewed yet). */
  optionalRecord?: boolean;
  /** The server's list takes it as an equality filter (`?packageId=…`), though the console offers no filter for it. */
  filterable?: boolean;
  /** The table's column (its property in the Drizzle table) when it is not named like the field. */
  column?: string;
  /**
   * choice: its values, each with its badge's tone; words at `resources.<entity>.values.<field>.<value>`
   * unless `valueLabels` names shared ones.
   */
  choices?: Readonly<Record<string, Tone>>;
  /** yesNo: the colours of yes and no (default success and neutral); words are filled in by defineEntity. */
  tones?: { true: Tone; false: Tone };
  /** yesNo: its words, filled in by defineEntity from the entity's messages. */
  words?: YesNoWords;
  /** The only values it takes (an enumeration in the API); a choice's are filled in from its `choices`. */
  values?: readonly string[];
  /**
   * Where each value's label is: `<valueLabels>.<value>` (spaces as `_`), shown instead of the raw
   * value in cells and exports; a value without a label is shown as it is.
   */
  valueLabels?: string;
  /** Labels of single values where they are not under `valueLabels` (the activity log names an entity by its own name). */
  valueLabelKeys?: Readonly<Record<string, string>>;
  /** reference / referenceMany: the resource the id points to. */
  reference?: string;
  /** reference / referenceMany: which property of the embedded object (or target record) to show. */
  display?: string;
  /** date: a new value may not be before today in Lagos (a coupon's expiry); the form says so before saving. */
  notPast?: boolean;
  /** activeBadge: the flag stops counting after the day in this date field; its badge then says "Expired". */
  expiresWith?: string;
  /** A message key shown when the value is missing (e.g. the users' package: "None"). */
  emptyText?: string;
  /** The cell links to a record's page: of resource `to`, whose id is at the dotted path `id` of the row (`user._id`); no link without one. */
  link?: { to: string; id: string };
  /** Another field of the same record drawn right after this one, in its cell (a user's "Frozen" badge after their name). */
  beside?: string;
}

/** Where each verb goes. Paths are relative to the API base; `:id` is replaced by the record id. */
export interface ApiDeclaration {
  list: string;
  /** Absent: the record is found in the whole list (the contract has no GET-one route). */
  getOne?: string;
  create?: string;
  update?: string;
  delete?: string;
  /** HTTP method for updates where it is not PUT. */
  updateMethod?: 'PUT' | 'PATCH';
  /** The list as CSV (`GET`), taking the list's search and filters; one column per list column. */
  export?: {
    path: string;
    /** The file's name without `.csv` (default `<name>-export`). */
    file?: string;
    /** The production backend lacks it: offered only while the server pages the list. */
    extension?: boolean;
  };
  /**
   * The paging extension's names for this list. With it, the first request asks for a page; a server
   * that answers with `meta.total` pages from then on, one answering the whole list is paged in the
   * console (the production backend). Absent: the whole list, always.
   */
  paging?: PagingDeclaration;
  /**
   * A review queue shared by a team (an extension): a reviewer's list of the records waiting
   * (`status` pending, in created order, no search) is read here instead, each page claimed for
   * them so that two reviewers never get the same rows. A server without it (404) is read as a list.
   * `renew` keeps the reviewer's claims while the queue is open; `release` (`:id`) ends another's;
   * `leave` frees every row the reviewer holds.
   */
  queue?: { path: string; renew: string; release: string; leave: string };
}

export interface PagingDeclaration {
  /**
   * A column's sort field (as react-admin sends it: `user.name`) → the server's `sort`. Columns not
   * here cannot sort while the server pages. Absent: each sorted column under its own name (list-sorts.ts).
   */
  sorts?: Record<string, string>;
  /** A filter source → the server's parameter, where they differ; a `day` bound sends the start or end of that local day as an instant. */
  filters?: Record<string, string | { param: string; day: 'start' | 'end' }>;
}

/** A phone's card for one record: sources of `fields`, each shown as its column's cell. */
export interface CardDeclaration {
  primary: string;
  secondary?: string[];
  tertiary?: string;
}

/** One input of the list's filter bar, kept in the URL (`?filter=…`); labels: `resources.<name>.filters.<source>`. */
export interface FilterDeclaration {
  source: string;
  /** search: the text box (`q`); choice: one of `choices`; day: a date; reference: a record of `reference`, found by typing. */
  kind: 'search' | 'choice' | 'day' | 'reference';
  /** reference: the resource chosen from, and the field that names its records. */
  reference?: string;
  display?: string;
  /** Values with their label's message key. */
  choices?: { value: string; label: string }[];
  /** day: which end of a date range it is; a list with both offers shortcuts (Today, Last 7 days, This month, Last month). */
  bound?: 'start' | 'end';
  /** The production backend's rows lack this field: the filter shows only once the list's rows carry it (or it is set). */
  extension?: boolean;
}

/** What a role needs to see the entity and to change it (entities/roles.ts); default: `read` and `manage`. */
export interface AccessDeclaration {
  read?: Capability;
  write?: Capability;
}

export interface EntityDeclaration {
  /** react-admin resource name = URL segment = messages key. */
  name: string;
  /** The SQL table, when it is not the name in snake case (`socialPlatform` → `social_platforms`). */
  table?: string;
  access?: AccessDeclaration;
  /**
   * The production backend lacks the entity's routes: the console offers it only to a server that
   * answered sign-in with the admin's `role` (roles, the team and the activity log come together).
   */
  extension?: boolean;
  /** The SVG path (24×24 view box) of the menu icon; paths of @mui/icons-material icons fit. */
  icon: string;
  /** Which property carries the record's identity (`_id`, coupons' `code`). */
  idField: string;
  /** The field that names a record (in titles, delete confirmations, references). */
  recordRepresentation: string;
  api: ApiDeclaration;
  list: {
    /** Column sources in order; "#" comes first and actions last, automatically. */
    columns: string[];
    /** Absent: the server's order (newest first) is kept until a column is clicked. */
    sort?: { field: string; order: 'ASC' | 'DESC' };
    /** Row actions; edit needs a form and api.update, delete needs api.delete. */
    actions?: ('edit' | 'delete')[];
    /** The search box and filters above the table. */
    filters?: FilterDeclaration[];
    /** The fields the server's `q` searches (any part, ignoring case). */
    search?: string[];
    /**
     * Columns the table leaves out until the admin shows them with the Columns button (which then
     * remembers the admin's choice per list), so that a wide list fits beside the open sidebar at 1280 px.
     */
    hiddenColumns?: string[];
    /**
     * The card a phone shows instead of the table's row: its title, the lines under it and the value
     * at its right (a badge, an amount, a date). Absent: derived from the columns (console's `cardTexts`).
     */
    card?: CardDeclaration;
  };
  /** The add/edit modal; absent for read-only resources. */
  form?: {
    inputs: string[];
    /** Inputs shown but not editable when editing (coupon code). */
    readOnlyOnEdit?: string[];
    /** Initial values of the add form (a new coupon starts active). */
    defaults?: Record<string, unknown>;
  };
  fields: Record<string, FieldDeclaration>;
}

/** A value as a message key: `gift card` → `gift_card`. */
export const valueKey = (value: string) => value.replace(/\s+/g, '_');

/** The message key of a field's value, if it is labelled (read with `smart_count: 1`: an entity's name is singular). */
export const valueLabelKey = (field: FieldDeclaration, value: string): string | undefined =>
  field.valueLabelKeys?.[value] ?? (field.valueLabels ? `${field.valueLabels}.${valueKey(value)}` : undefined);
