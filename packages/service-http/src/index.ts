export { chooseEncoding, encodings } from './compression/choose-encoding';
export type { Encoding } from './compression/choose-encoding';
export { registerAnswerCompression } from './compression/compress-answers';
export { addVary, encodeFile, pickEncoding, readBuiltFile } from './compression/encoded-file';
export type { EncodedFile } from './compression/encoded-file';
export { compressibleBytesMin, precompressFolder } from './compression/precompress';
export type { PrecompressedFile } from './compression/precompress';
export { immutableCacheControl, revalidateCacheControl } from './cache-control';
export { chooseLogFormat, logFormats, logLevels, serviceLogging } from './logging/service-logging';
export type { LogFormat, LogLevel } from './logging/service-logging';
export { formatLogLine } from './logging/format-log-line';
export { RequestLogController } from './logging/request-log-controller';
export type { RequestLogOptions } from './logging/request-log-controller';
export { NulInUrlError, refuseNulInUrl } from './requests/refuse-nul-in-url';
export { answerProblems } from './answers/answer-problems';
export type { AnswerSchema } from './answers/answer-problems';
export {
  AnswerMismatchError,
  registerAnswerCheck,
  registeredRoutes,
} from './answers/check-answers';
export type { RegisteredRoute, RouteAnswers } from './answers/check-answers';
export { readEnvironment } from './process/read-environment';
export type { EnvironmentSchema } from './process/read-environment';
export { runServer } from './process/run-server';
export { serveOnDatabase } from './process/serve-on-database';
export type { Closable, ServedApp } from './process/serve-on-database';
export type { StoppableServer } from './process/run-server';
export { registerErrorAnswers } from './errors/register-error-answers';
export type { ErrorAnswer, ErrorAnswerOptions, Refusal } from './errors/register-error-answers';
export { createServiceApp } from './service-app';
export type { ServiceAppOptions } from './service-app';
