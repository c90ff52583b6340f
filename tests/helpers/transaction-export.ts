/** The transactions export's header row in English, as the list names its columns (every column, hidden ones included). */
export const TRANSACTION_EXPORT_HEADER = [
  'Name',
  'Email',
  'Transaction ID',
  'Reference',
  'Status',
  'Amount',
  'Transaction Type',
  'Transaction Service',
  'Reverses',
  'Date Created',
];
