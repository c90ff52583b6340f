import { defineEntity } from './define-entity.ts';

/**
 * Tasks embed their platform and engagement types in answers and take ids in requests.
 * Icon: MUI TaskAlt.
 */
export default defineEntity({
  name: 'tasks',
  icon: 'M22 5.18 10.59 16.6l-4.24-4.24 1.41-1.41 2.83 2.83 10-10zm-2.21 5.04c.13.57.21 1.17.21 1.78 0 4.42-3.58 8-8 8s-8-3.58-8-8 3.58-8 8-8c1.58 0 3.04.46 4.28 1.25l1.44-1.44C16.1 2.67 14.13 2 12 2 6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10c0-1.19-.22-2.33-.6-3.39z',
  idField: '_id',
  recordRepresentation: 'title',
  api: { list: '/tasks/', create: '/tasks/', update: '/tasks/task/:id', delete: '/tasks/task/:id' },
  list: {
    columns: ['title', 'image', 'socialPlatform', 'engagementType', 'taskPrice', 'taskLink', 'description'],
    // Beside the open sidebar at 1280 px the rest fit without scrolling sideways; the Columns button shows these.
    hiddenColumns: ['image', 'description'],
    actions: ['edit', 'delete'],
    search: ['title', 'description', 'socialPlatform'],
  },
  form: { inputs: ['title', 'image', 'socialPlatform', 'engagementType', 'description', 'taskLink', 'taskPrice'] },
  fields: {
    title: { kind: 'text', required: true },
    image: { kind: 'url' },
    socialPlatform: { kind: 'reference', reference: 'socialPlatform', display: 'name', required: true, column: 'socialPlatformId', filterable: true },
    engagementType: { kind: 'referenceMany', reference: 'engagement', display: 'name', sortable: false, required: true, maxLength: 20 },
    taskPrice: { kind: 'naira', required: true, min: 0, max: 1_000_000_000, column: 'priceKobo' },
    taskLink: { kind: 'url', required: true },
    description: { kind: 'longText', maxLength: 5000 },
    createdAt: { kind: 'date' },
  },
});
