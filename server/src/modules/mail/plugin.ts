import path from 'node:path';
import { createMailer } from './mailer';
import { MailSender, type MailCounts } from './outbox';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox: mail written with the change that causes it, sent by one instance. */
    mail: MailSender;
  }
}

/** The outbox and its sender (app.mail), with its figures for /metrics. */
export const mailModule = modulePlugin(
  'mail',
  ['lifecycle', 'settings', 'metrics'],
  async (app) => {
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
    const gauges: [string, string, keyof MailCounts][] = [
      ['mail_waiting', 'Outgoing mail not yet sent', 'waiting'],
      ['mail_late', 'Outgoing mail waiting longer than MAIL_LATE_AFTER_MINUTES', 'late'],
      [
        'mail_oldest_waiting_seconds',
        'How long the oldest mail not yet sent has waited',
        'oldestWaitingSeconds',
      ],
      ['mail_failed', 'Outgoing mail given up after every retry', 'failed'],
    ];
    for (const [name, help, figure] of gauges) {
      app.metrics.gauge(name, help, async () => (await counts())[figure]);
    }
  },
);
