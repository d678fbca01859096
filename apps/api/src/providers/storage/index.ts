import type { AppConfig } from '../../config.ts';
import { createLocalStorage, type LocalStorage } from './local.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3.ts';

export type { ObjectStorage };

/** The one place the storage provider is chosen, from config. */
export function createObjectStorage(
  config: AppConfig['storage'],
  secret: string,
): { storage: ObjectStorage; local: LocalStorage | null } {
  if (config.provider === 's3') return { storage: createS3Storage(config), local: null };
  const local = createLocalStorage({ root: config.root, secret });
  return { storage: local, local };
}
