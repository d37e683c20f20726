import { Logger } from '@aws-lambda-powertools/logger';

/**
 * Structured JSON logs. LGPD art. 11: never pass request bodies, names, e-mails, CPFs or any
 * health data to the logger; log ids, routes, statuses and error names only.
 */
export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'zapsaude',
  logLevel: (process.env.LOG_LEVEL as 'INFO' | 'WARN' | 'ERROR' | 'DEBUG' | undefined) ?? 'INFO',
});
