/**
 * The shape of a resource schema (design.md §4, conventions §6): plain data, no React, so the
 * registry can be tested without rendering. Labels are never literal: the admin derives
 * `resources.<name>.fields.<source>` and friends from `name` and each field's source.
 */

/** Every kind a field may have; `fieldKinds.tsx` maps each one to its column and input. */
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
  | 'reference'
  | 'referenceMany';

/** Icon keys; `icons.ts` maps each to an MUI icon. */
export type IconKey =
  | 'packages'
  | 'engagement'
  | 'socialPlatform'
  | 'coupon'
  | 'tasks'
  | 'tasksLog'
  | 'users'
  | 'transactions';

export interface FieldSchema {
  kind: FieldKind;
  /** Columns sort unless this is false. */
  sortable?: boolean;
  /** A required form input. */
  required?: boolean;
  /** The message key shown when a required input is left empty (default: react-admin's "Required"). */
  requiredMessage?: string;
  /** What an editable input's text must match, and the message key shown when it does not. */
  pattern?: { value: RegExp; message: string };
  /** reference / referenceMany: the react-admin resource the id points to. */
  reference?: string;
  /** reference / referenceMany: which property of the embedded object (or target record) to show. */
  display?: string;
  /** A message key shown when the value is missing (e.g. the users' package: "None"). */
  emptyText?: string;
}

/** Where each verb goes. Paths are relative to the API base; `:id` is replaced by the record id. */
export interface ApiSchema {
  list: string;
  /** Absent: the record is found in the whole list (the contract has no GET-one route). */
  getOne?: string;
  create?: string;
  update?: string;
  delete?: string;
  /** HTTP method for updates where it is not PUT. */
  updateMethod?: 'PUT' | 'PATCH';
  /**
   * The paging extension's names for this list (issue 7). With it, the first request asks for a page;
   * a server that answers with `meta.total` pages from then on, one answering the whole list is paged
   * here (the production backend). Absent: the whole list, always.
   */
  paging?: PagingSchema;
}

export interface PagingSchema {
  /** A column's sort field (as react-admin sends it: `user.name`) → the server's `sort`. Columns not here cannot sort while the server pages. */
  sorts: Record<string, string>;
  /** A filter source → the server's parameter, where they differ; a `day` bound sends the start or end of that local day as an instant. */
  filters?: Record<string, string | { param: string; day: 'start' | 'end' }>;
  /** The CSV export taking the same search and filters (`GET`), offered while the server pages. */
  export?: string;
}

/** One input of the list's filter bar, kept in the URL (`?filter=…`); labels: `resources.<name>.filters.<source>`. */
export interface FilterSchema {
  source: string;
  /** search: the text box (`q`); choice: one of `choices`; day: a date. */
  kind: 'search' | 'choice' | 'day';
  /** Values with their label's message key. */
  choices?: { value: string; label: string }[];
}

export interface ResourceSchema {
  /** react-admin resource name = URL segment = folder name = messages key. */
  name: string;
  icon: IconKey;
  /** Which property carries the record's identity (`_id`, coupons' `code`). */
  idField: string;
  /** The field that names a record (in titles, delete confirmations, references). */
  recordRepresentation: string;
  api: ApiSchema;
  list: {
    /** Column sources in order; "#" comes first and actions last, automatically. */
    columns: string[];
    /** Absent: the server's order (newest first) is kept until a column is clicked. */
    sort?: { field: string; order: 'ASC' | 'DESC' };
    /** Row actions; edit needs a form and api.update, delete needs api.delete. */
    actions?: ('edit' | 'delete')[];
    /** The search box and filters above the table. */
    filters?: FilterSchema[];
  };
  /** The add/edit modal; absent for read-only resources. */
  form?: {
    inputs: string[];
    /** Inputs shown but not editable when editing (coupon code). */
    readOnlyOnEdit?: string[];
    /** Initial values of the add form (a new coupon starts active). */
    defaults?: Record<string, unknown>;
  };
  fields: Record<string, FieldSchema>;
}
