import { runServer } from '@sorte/service-http';
import { loadConfig } from './config';
import { servePsp } from './serve-psp';

await runServer(loadConfig, (config) => servePsp(config));
