import Fastify from 'fastify';

/**
 * What the proxy does with a wallet path: pass it on; answer 503 without passing it on (the call
 * never arrived); or pass it on and answer 503 anyway (the casino applied it, the answer was lost).
 */
export type ProxyMode = 'pass' | 'drop' | 'lose-answer';

export interface WalletProxy {
  url: string;
  /** By wallet path ('/wallet/win'); a path not named passes. */
  modes: Map<string, ProxyMode>;
  /** Every call that reached the proxy: path and the transaction id it carried (a play's bet's). */
  calls: { path: string; transactionId: string | undefined }[];
  close(): Promise<void>;
}

/** A network between the provider and the casino that can fail on command. */
export async function startWalletProxy(casinoUrl: string): Promise<WalletProxy> {
  const modes = new Map<string, ProxyMode>();
  const calls: WalletProxy['calls'] = [];
  const app = Fastify({ logger: false });
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.post('/wallet/*', async (request, reply) => {
    const rawBody = String(request.body);
    const parsed: { transactionId?: string; bet?: { transactionId?: string } } =
      JSON.parse(rawBody);
    calls.push({
      path: request.url,
      transactionId: parsed.transactionId ?? parsed.bet?.transactionId,
    });
    const mode = modes.get(request.url) ?? 'pass';
    if (mode === 'drop') return reply.status(503).send({ error: 'dropped by the test proxy' });
    const forwarded = await fetch(`${casinoUrl}${request.url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-wallet-timestamp': String(request.headers['x-wallet-timestamp']),
        'x-wallet-signature': String(request.headers['x-wallet-signature']),
      },
      body: rawBody,
    });
    const answer = await forwarded.text();
    if (mode === 'lose-answer') return reply.status(503).send({ error: 'answer lost' });
    return reply.status(forwarded.status).type('application/json').send(answer);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, modes, calls, close: () => app.close() };
}
