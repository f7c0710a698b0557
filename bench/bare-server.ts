// The yardstick: a Fastify route that does nothing, measured beside the real calls.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
app.post('/bare', async () => ({ success: true, msg: 'OK', msgCode: 'ok', data: {} }));
await app.listen({ port: Number(process.env.BARE_PORT ?? 19090), host: '127.0.0.1' });
