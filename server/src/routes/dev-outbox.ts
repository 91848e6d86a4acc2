import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEV_OUTBOX_PATH, devOutboxSchema } from '@healthcare-portal/contracts/dev-outbox';
import { envelopeSchema } from '@healthcare-portal/contracts/envelope';
import { ok } from '../http/envelope.ts';

/**
 * GET /api/v1/_dev/outbox?to=<address>: the mail the server would have sent, newest last. Registered only in
 * development and test processes whose mail is kept in the database (never with SMTP_URL, never in production).
 */
export const devOutboxRoutes: FastifyPluginAsync = async (instance) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    DEV_OUTBOX_PATH,
    {
      schema: {
        querystring: z.object({ to: z.string().max(254).optional() }),
        response: { 200: envelopeSchema(devOutboxSchema) },
      },
    },
    async (request, reply) => {
      let query = app.ctx.db.selectFrom('mail_outbox').selectAll().orderBy('id', 'asc');
      if (request.query.to) query = query.where('to_address', '=', request.query.to.toLowerCase());
      const rows = await query.execute();
      const messages = rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.text,
        sentAt: new Date(row.sent_at).toISOString(),
      }));
      return ok(reply, { messages }, 'Development outbox');
    },
  );
};
