/** Texts of lists too big to load whole: row counts, estimates, search and filters, the transactions export. */
export const listMessages = {
  app: {
    list: {
      count: '%{count} row |||| %{count} rows',
      count_estimate: 'about %{count} rows',
      range_estimate: '%{from}-%{to} of about %{count}',
      count_label: 'Rows matching the search and filters',
    },
  },
  resources: {
    users: {
      filters: { q: 'Search name or email', isPaid: 'Status' },
    },
    coupon: {
      filters: { q: 'Search code', isActive: 'Status' },
    },
    tasksLog: {
      filters: { q: 'Search user or task' },
    },
    transactions: {
      filters: {
        q: 'Search name, email or reference',
        status: 'Status',
        transaction_type: 'Transaction Type',
        transaction_services: 'Transaction Service',
        createdAt_gte: 'From',
        createdAt_lte: 'To',
      },
      types: { credit: 'credit', debit: 'debit' },
      services: {
        wallet_funding: 'wallet funding',
        package_purchase: 'package purchase',
        task_reward: 'task reward',
        referral_bonus: 'referral bonus',
        airtime: 'airtime',
        data: 'data',
        gift_card: 'gift card',
        electricity: 'electricity',
        cable_tv: 'cable tv',
        withdrawal: 'withdrawal',
      },
      actions: { export: 'Export CSV' },
      notifications: { exported: 'Transactions exported successfully' },
      errors: { export: 'Error exporting transactions' },
    },
  },
};
