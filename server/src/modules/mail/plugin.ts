import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer } from './mailer';
import { MailSender } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox: mail written with the change that causes it, sent by one instance. */
    mail: MailSender;
  }
}

/** The outbox and its sender (app.mail), with its figures for /metrics. */
export const mailModule = fp(
  async (app: FastifyInstance) => {
    const { config, database, settings } = app;
    const mail = new MailSender(
      database.db,
      createMailer(
        {
          smtpUrl: config.smtpUrl,
          from: () => {
            const { mailFromName, mailFromAddress } = settings.current();
            return { name: mailFromName, address: mailFromAddress };
          },
          outboxDir: path.join(config.dataDir, 'outbox'),
        },
        app.log,
      ),
      app.log,
    );
    mail.start({ onlyInstance: database.kind === 'pglite' });
    app.decorate('mail', mail);
    app.finishBeforeClosing(() => mail.stop());
    const counts = () => mail.counts(config.mailLateAfterMs);
    app.metrics.gauge(
      'mail_waiting',
      'Outgoing mail not yet sent',
      async () => (await counts()).waiting,
    );
    app.metrics.gauge(
      'mail_late',
      'Outgoing mail waiting longer than MAIL_LATE_AFTER_MINUTES',
      async () => (await counts()).late,
    );
    app.metrics.gauge(
      'mail_oldest_waiting_seconds',
      'How long the oldest mail not yet sent has waited',
      async () => (await counts()).oldestWaitingSeconds,
    );
    app.metrics.gauge(
      'mail_failed',
      'Outgoing mail given up after every retry',
      async () => (await counts()).failed,
    );
  },
  { name: 'mail', dependencies: ['lifecycle', 'settings', 'metrics'] },
);
