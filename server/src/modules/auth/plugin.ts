import authPlugin from '../../plugins/auth';
import { TokenSigner } from '../../plugins/tokens';
import { DeviceCookies } from './deviceCookies';
import { PasswordResetService } from './passwordReset';
import { sessionRoutes } from './routes';
import { SessionService } from './service';
import { modulePlugin } from '../../plugins/modulePlugin';

/**
 * Staff sign-in: the route guards every module uses (app.allow), and /api/auth/* (sign-in,
 * refresh, sign-out, password reset by e-mailed code).
 */
export const authModule = modulePlugin('sign-in', ['lifecycle', 'mail'], async (app) => {
  const { db } = app.database;
  const secret = app.config.jwtSecret!;
  const signer = new TokenSigner(secret);
  await app.register(authPlugin, { db, signer });
  const resets = new PasswordResetService(
    db,
    secret,
    () => app.mail.wake(),
    (error) => app.log.error({ err: error }, 'could not issue a password reset code'),
  );
  app.finishBeforeClosing(() => resets.settled());
  await app.register(sessionRoutes, {
    db,
    sessions: new SessionService(db, signer),
    resets,
    devices: new DeviceCookies(secret),
  });
});
