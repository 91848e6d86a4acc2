import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Never logged (docs/spec/server-rules.md#documents-and-audit-reports: logs hold no patient data in clear text):
 * cookies, credentials, codes, tokens, passwords, names, dates of birth, identifiers, e-mail addresses and bodies.
 * Query strings are cut off the logged URL (they carry verification codes and patient search terms).
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["x-provider-states-secret"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.code',
  '*.email',
  '*.to',
  '*.patientName',
  '*.patientDob',
  '*.dob',
  '*.subscriberId',
  '*.subscriberIds',
  '*.fullName',
  '*.body',
  '*.text',
];

const pathOnly = (url: string) => url.split('?')[0] ?? url;

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  serializers: {
    req: (request: FastifyRequest) => ({ id: request.id, method: request.method, url: pathOnly(request.url) }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
  },
});

export const newRequestId = () => randomUUID();
