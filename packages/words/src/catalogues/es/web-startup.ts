import type { StartupWords } from '../en/web-startup';

export const startupEs: StartupWords = {
  message: 'Sin conexión. Revisa tu internet.',
  retry: 'Reintentar',
};
