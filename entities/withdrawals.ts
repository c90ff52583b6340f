import { defineEntity } from './define-entity.ts';

/**
 * A user's request to be paid out to a bank account: who (a platform user), where (a bank and a
 * 10-digit NUBAN account number), how much, and how far it has gone. Icon: MUI Payments.
 */
export default defineEntity({
  name: 'withdrawals',
  // The platform's production backend has no withdrawal routes: offered only by this server.
  extension: true,
  icon: 'M19 14V6c0-1.1-.9-2-2-2H3c-1.1 0-2 .9-2 2v8c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2m-9-1c-1.66 0-3-1.34-3-3s1.34-3 3-3 3 1.34 3 3-1.34 3-3 3m13-6v11c0 1.1-.9 2-2 2H4v-2h17V7z',
  idField: '_id',
  recordRepresentation: 'accountNumber',
  api: {
    list: '/withdrawals/',
    create: '/withdrawals/',
    update: '/withdrawals/:id',
    delete: '/withdrawals/:id',
    export: { path: '/withdrawals/export', extension: true },
    paging: {},
  },
  list: {
    columns: ['user', 'bank', 'accountNumber', 'amount', 'status', 'nameMatches', 'createdAt'],
    actions: ['edit', 'delete'],
    filters: [
      { source: 'q', kind: 'search' },
      { source: 'status', kind: 'choice' },
      { source: 'nameMatches', kind: 'choice' },
      { source: 'bank', kind: 'reference', reference: 'banks', display: 'name' },
    ],
    search: ['user', 'accountNumber'],
  },
  form: { inputs: ['user', 'bank', 'accountNumber', 'amount', 'status', 'nameMatches', 'note'], defaults: { status: 'pending', nameMatches: false } },
  fields: {
    user: { kind: 'reference', reference: 'users', display: 'name', required: true, column: 'userId', filterable: true },
    bank: { kind: 'reference', reference: 'banks', display: 'name', required: true, column: 'bankId', filterable: true },
    accountNumber: { kind: 'text', required: true, pattern: { value: /^[0-9]{10}$/, message: 'resources.withdrawals.validation.accountNumber' } },
    amount: { kind: 'naira', required: true, greaterThan: 0, max: 10_000_000, column: 'amountKobo' },
    status: { kind: 'choice', required: true, choices: { pending: 'warning', approved: 'info', paid: 'success', rejected: 'error' } },
    nameMatches: { kind: 'yesNo', tones: { true: 'success', false: 'warning' } },
    note: { kind: 'longText', maxLength: 500 },
    createdAt: { kind: 'date' },
  },
});
