/** The overview screen at /dashboard: totals, the recent transactions and users, its toasts and errors. */
export const dashboardMessages = {
  app: {
    dashboard: {
      title: 'Dashboard',
      totals: { packages: 'Total Packages', users: 'Total Users', tasks: 'Total Tasks' },
      transactions: {
        title: 'Recent Transactions',
        empty: 'No transactions found',
        fields: { name: 'Name', email: 'Email', amount: 'Amount', date: 'Date' },
      },
      users: {
        title: 'Recent Users',
        empty: 'No users found',
        fields: { name: 'Name', email: 'Email', date: 'Join Date', isPaid: 'Status', package: 'Package' },
      },
      value: { not_available: 'N/A', no_name: 'No Name' },
      notifications: { fetching: 'Fetching dashboard data...', loaded: 'Dashboard data loaded' },
      errors: { fetch: 'Error fetching dashboard data' },
    },
  },
};
