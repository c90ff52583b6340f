import fp from 'fastify-plugin';
import { moneySettings, type MoneySettings } from '../domains/money/money-settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reversals and approvals: whether balances may go negative, and from what sum a second admin approves. */
    money: MoneySettings;
  }
}

export default fp<Partial<MoneySettings>>(async (app, options) => app.decorate('money', moneySettings(options)), { name: 'money' });
