import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { TaskCreate, TaskRow, TaskUpdate } from '../schemas/tasks.ts';
import { createTaskService } from '../services/tasks.ts';
import { registerCrudRoutes } from './crud-routes.ts';

const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerCrudRoutes(app, {
    path: '/tasks',
    itemPath: '/tasks/task/:id',
    tag: 'tasks',
    label: 'Task',
    service: createTaskService(app.db),
    schemas: { row: TaskRow, create: TaskCreate, update: TaskUpdate },
    sortable: ['title', 'taskPrice', 'socialPlatform', 'createdAt'],
    filters: { socialPlatform: Type.Optional(Type.String({ format: 'uuid', description: 'a social platform id' })) },
  });
};

export default taskRoutes;
