/** `/tasks/task/:id` → `/tasks/task/42` (ids are URL-encoded: coupon codes are free text). */
export const resolvePath = (template: string, id?: unknown) => (id === undefined ? template : template.replace(':id', encodeURIComponent(String(id))));

/** Without an `:id` placeholder the id is appended (`/packages/` + id), as in the contract. */
export const recordPath = (template: string, id: unknown) =>
  template.includes(':id') ? resolvePath(template, id) : `${template.replace(/\/?$/, '/')}${encodeURIComponent(String(id))}`;
