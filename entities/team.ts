import { booleanFilter } from './boolean-filter.ts';
import { ROLES } from './roles.ts';
import { defineEntity } from './define-entity.ts';

/** A team account's new password: at least this long (an admin's own change too). */
export const PASSWORD_MIN_LENGTH = 12;

/**
 * The console's accounts and their roles, admins only. The Team screen adds what a declaration
 * cannot say: the password shown once, disable/enable and reset with confirmations. Icon: MUI ManageAccounts.
 */
export default defineEntity({
  name: 'team',
  access: { read: 'team', write: 'team' },
  extension: true,
  icon: 'M10.67 13.02c-.22-.01-.44-.02-.67-.02-2.42 0-4.68.67-6.61 1.82-.88.52-1.39 1.5-1.39 2.53V20h9.26c-.79-1.13-1.26-2.51-1.26-4 0-1.07.25-2.07.67-2.98M20.75 16c0-.22-.03-.42-.06-.63l1.14-1.01-1-1.73-1.45.49c-.32-.27-.68-.48-1.08-.63L18 11h-2l-.3 1.49c-.4.15-.76.36-1.08.63l-1.45-.49-1 1.73 1.14 1.01c-.03.21-.06.41-.06.63s.03.42.06.63l-1.14 1.01 1 1.73 1.45-.49c.32.27.68.48 1.08.63L16 21h2l.3-1.49c.4-.15.76-.36 1.08-.63l1.45.49 1-1.73-1.14-1.01c.03-.21.06-.41.06-.63M17 18c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m-7-6c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4',
  table: 'admins',
  idField: '_id',
  recordRepresentation: 'name',
  api: { list: '/admin/admins', create: '/admin/admins', update: '/admin/admins/:id', paging: {} },
  list: {
    columns: ['name', 'email', 'role', 'disabled', 'lastLoginAt', 'createdAt'],
    sort: { field: 'name', order: 'ASC' },
    actions: ['edit'],
    filters: [
      { source: 'q', kind: 'search' },
      { source: 'role', kind: 'choice', choices: ROLES.map((role) => ({ value: role, label: `app.roles.${role}` })) },
      booleanFilter('disabled', 'app.badge.disabled', 'app.badge.active'),
    ],
    search: ['name', 'email'],
  },
  form: { inputs: ['name', 'email', 'role'], readOnlyOnEdit: ['email'], defaults: { role: 'reviewer' } },
  fields: {
    name: {
      kind: 'text',
      required: true,
      maxLength: 100,
      // eslint-disable-next-line no-control-regex -- refusing control characters is the rule
      pattern: { value: /^[^\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]+$/, message: 'resources.team.validation.name' },
    },
    email: {
      kind: 'text',
      required: true,
      maxLength: 254,
      unique: 'ignoreCase',
      pattern: { value: /^[\x21-\x7e]+@[\x21-\x7e]+\.[\x21-\x7e]+$/, message: 'resources.team.validation.email' },
    },
    role: { kind: 'text', required: true, values: ROLES, valueLabels: 'app.roles' },
    disabled: { kind: 'disabledBadge' },
    lastLoginAt: { kind: 'dateTime', nullable: true, emptyText: 'resources.team.never' },
    createdAt: { kind: 'dateTime' },
  },
});
