import type { Readable } from 'node:stream';
import { csvStream } from './csv-export.ts';
import type { TransactionOut } from './transactions.ts';

export const TRANSACTION_CSV_HEADER = [
  'Name',
  'Email',
  'Transaction ID',
  'Reference',
  'Status',
  'Amount',
  'Transaction Type',
  'Transaction Service',
  'Date Created',
];

const toCells = (t: TransactionOut) => [
  t.user.name ?? '',
  t.user.email,
  t.transaction_id,
  t.reference,
  t.status,
  t.amount.toFixed(2),
  t.transaction_type,
  t.transaction_services,
  t.createdAt,
];

/** The transactions a search and filters select, newest first, as CSV streamed from the database. */
export const transactionCsv = (batches: AsyncIterable<TransactionOut[]>): Readable => csvStream(TRANSACTION_CSV_HEADER, toCells, batches);
