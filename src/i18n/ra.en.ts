/** react-admin's own keys, reworded where the console's screens use other words. */
export const raOverrides = {
  ra: {
    navigation: {
      no_results: 'There are no records to display',
      no_filtered_results: 'There are no records to display',
      page_rows_per_page: 'Rows per page:',
      page_range_info: '%{offsetBegin}-%{offsetEnd} of %{total}',
    },
    page: { loading: 'Loading...', dashboard: 'Dashboard' },
    auth: { logout: 'Logout', user_menu: 'Profile' },
    message: {
      delete_title: 'Are you sure?',
      delete_content: 'This action cannot be undone!',
    },
  },
};
