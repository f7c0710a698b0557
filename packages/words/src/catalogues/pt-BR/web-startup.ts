import type { StartupWords } from '../en/web-startup';

export const startupPtBR: StartupWords = {
  message: 'Sem conexão. Verifique sua internet.',
  retry: 'Tentar novamente',
};
