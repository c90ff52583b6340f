/** Messages of the read-only activity resources: users, transactions, task logs. */
const GENERIC = 'Something went wrong!';

export const activityResourceMessages = {
  resources: {
    users: {
      name: 'User |||| Users',
      menu: 'All Users',
      fields: { name: 'Name', email: 'Email', createdAt: 'Join Date', isPaid: 'Status', package: 'Package' },
      notifications: { fetching: 'Fetching users...', loaded: 'Users loaded' },
      errors: { fetch: GENERIC, save: GENERIC, delete: GENERIC },
    },
    transactions: {
      name: 'Transaction |||| Transactions',
      menu: 'Transactions',
      fields: {
        user: { name: 'Name', email: 'Email' },
        transaction_id: 'Transaction ID',
        reference: 'Reference',
        status: 'Status',
        amount: 'Amount',
        transaction_type: 'Transaction Type',
        transaction_services: 'Transaction Service',
        createdAt: 'Date Created',
      },
      notifications: { fetching: 'Fetching transactions...', loaded: 'Transactions loaded' },
      errors: { fetch: 'Error fetching transactions', save: 'Error saving transaction', delete: 'Error deleting transaction' },
    },
    tasksLog: {
      name: 'Task log |||| Task logs',
      menu: 'Tasks Log',
      fields: {
        userId: { name: 'User Name', email: 'User Email' },
        taskId: { title: 'Task Title', taskLink: 'Task Link' },
        amount: 'Amount',
        status: 'Status',
        createdAt: 'Date',
      },
      notifications: {
        fetching: 'Fetching task logs...',
        loaded: 'Task logs loaded',
        confirmed: 'Task confirmed successfully',
        rejected: 'Task rejected successfully',
      },
      errors: { fetch: 'Error fetching task logs', save: GENERIC, delete: GENERIC },
      tabs: { label: 'Task log status' },
      review: {
        confirm: 'Confirm',
        reject: 'Reject',
        title: 'Are you sure?',
        confirm_question: 'Are you sure you want to confirm this task?',
        reject_question: 'Are you sure you want to reject this task?',
        failed_title: 'Error',
        failed: 'Action failed',
        close: 'OK',
      },
    },
  },
};
