import path from 'node:path';
import { onceReady } from '../../plugins/lifecycle';
import { sharedImageBackend } from './chooseBackend';
import { ImageStore } from './imageStore';
import { SharedImages } from './sharedImages';
import { scheduleImageSweep } from './sweepImages';
import { modulePlugin } from '../../plugins/modulePlugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded images: under DATA_DIR, and shared between instances when there are several. */
    images: ImageStore;
  }
}

/**
 * The image store (app.images): an S3 bucket when configured, else PostgreSQL (several instances,
 * each with its own DATA_DIR, read images from there); embedded, DATA_DIR alone. Images no record
 * names any more are swept on a schedule.
 */
export const imagesModule = modulePlugin('images', ['lifecycle', 'health'], async (app) => {
  const { config, database } = app;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const backend = sharedImageBackend(config, database);
  if (backend?.close) app.addHook('onClose', async () => backend.close?.());
  const shared = backend ? new SharedImages(backend, uploadsDir) : null;
  shared?.serveMissing(app);
  const images = new ImageStore(uploadsDir, shared, app.disk);
  app.decorate('images', images);
  onceReady(app, () => scheduleImageSweep(database.db, images.dir, app.log, shared));
});
