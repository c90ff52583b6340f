import type { ResourceSchema } from '@/admin/schemaTypes.ts';

/**
 * Tasks embed their platform and engagement types in answers and take ids in requests. No
 * client-side checks on the form (spec §5): the server validates.
 */
export default {
  name: 'tasks',
  icon: 'tasks',
  idField: '_id',
  recordRepresentation: 'title',
  api: { list: '/tasks/', create: '/tasks/', update: '/tasks/task/:id', delete: '/tasks/task/:id' },
  list: {
    columns: ['title', 'image', 'socialPlatform', 'engagementType', 'taskPrice', 'taskLink', 'description'],
    actions: ['edit', 'delete'],
  },
  form: { inputs: ['title', 'image', 'socialPlatform', 'engagementType', 'description', 'taskLink', 'taskPrice'] },
  fields: {
    title: { kind: 'text' },
    image: { kind: 'url' },
    socialPlatform: { kind: 'reference', reference: 'socialPlatform', display: 'name' },
    engagementType: { kind: 'referenceMany', reference: 'engagement', display: 'name', sortable: false },
    taskPrice: { kind: 'naira' },
    taskLink: { kind: 'url' },
    description: { kind: 'longText' },
  },
} satisfies ResourceSchema;
