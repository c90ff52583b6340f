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
  | 'statusBadge'
  | 'activeBadge'
  | 'disabledBadge'
  | 'reference'
  | 'referenceMany'
  | 'changes';

/**
 * The yes/no kinds: the message keys of their true and false values, and which value is the good one
 * (green). A two-choice filter offers both; a list sorts newest first within each value.
 */
export const BOOLEAN_BADGES: Partial<Record<FieldKind, { true: string; false: string; good: boolean }>> = {
  paidBadge: { true: 'app.badge.paid', false: 'app.badge.unpaid', good: true },
  activeBadge: { true: 'app.badge.active', false: 'app.badge.inactive', good: true },
  disabledBadge: { true: 'app.badge.disabled', false: 'app.badge.active', good: false },
};
export const BOOLEAN_KINDS: ReadonlySet<FieldKind> = new Set(Object.keys(BOOLEAN_BADGES) as FieldKind[]);

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
  /** number: stored as a whole number (rounded). */
  integer?: boolean;
  /** text, longText, url: length bounds after trimming (text and url default to 1–200 and 1–2000). */
  minLength?: number;
  maxLength?: number;
  /** No two records share the value (`ignoreCase`: nor differ only by case); a clash is a 409 naming the field. */
  unique?: boolean | 'ignoreCase';
  /** The value may be null in answers (a user without a name). */
  nullable?: boolean;
  /** A dotted field (`reviewedBy.name`): the embedded record itself may be null (not reviewed yet). */
  optionalRecord?: boolean;
  /** The server's list takes it as an equality filter (`?packageId=…`), though the console offers no filter for it. */
  filterable?: boolean;
  /** The table's column (its property in the Drizzle table) when it is not named like the field. */
  column?: string;
  /** The only values it takes (an enumeration in the API). */
  values?: readonly string[];
  /**
   * Where each value's label is: `<valueLabels>.<value>` (spaces as `_`), shown instead of the raw
   * value in cells and exports; a value without a label is shown as it is.
   */
  valueLabels?: string;
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
}

/** What a role needs to see the entity and to change it (entities/roles.ts); default: `read` and `manage`. */
export interface AccessDeclaration {
  read?: Capability;
  write?: Capability;
}

export interface EntityDeclaration {
  /** react-admin resource name = URL segment = messages key. */
  name: string;
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

/** Checks a declaration's shape at compile time and keeps its literal types. */
export const defineEntity = <const T extends EntityDeclaration>(declaration: T): T => declaration;

/** A value as a message key: `gift card` → `gift_card`. */
export const valueKey = (value: string) => value.replace(/\s+/g, '_');
