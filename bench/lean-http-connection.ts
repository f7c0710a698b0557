import net from 'node:net';

/** An answer as a load loop needs it: its status, how its body is encoded, and the body's bytes. */
export interface LeanAnswer {
  status: number;
  /** The `content-encoding` header (`br`, `gzip`), or null when the body is sent as it is. */
  contentEncoding: string | null;
  body: Buffer;
}

/**
 * One kept-alive HTTP/1.1 connection that sends one POST at a time, for load loops. A load
 * generator on the same two cores as the server it measures takes CPU from that server; like wrk
 * and autocannon, this writes requests as plain bytes and reads only the status line, the
 * content-length, the content-encoding and the body, which costs far less than node:http's client.
 */
export class LeanHttpConnection {
  private readonly socket: net.Socket;
  private readonly ready: Promise<void>;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: {
    resolve: (answer: LeanAnswer) => void;
    reject: (error: Error) => void;
  } | null = null;

  constructor(
    private readonly host: string,
    port: number,
  ) {
    this.socket = net.connect({ host, port, noDelay: true });
    this.ready = new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve());
      this.socket.once('error', reject);
    });
    this.socket.on('data', (chunk: Buffer) => this.onData(chunk));
    this.socket.on('error', (error) => this.fail(error));
    this.socket.on('close', () => this.fail(new Error('connection closed')));
  }

  /** The answer's body as text, whatever its status. */
  async post(path: string, rawBody: string, headers: Record<string, string>): Promise<string> {
    return (await this.send(path, rawBody, headers)).body.toString('utf8');
  }

  async send(path: string, rawBody: string, headers: Record<string, string>): Promise<LeanAnswer> {
    await this.ready;
    if (this.waiting) throw new Error('one request at a time on a connection');
    let head = `POST ${path} HTTP/1.1\r\nhost: ${this.host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(rawBody)}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    const answer = new Promise<LeanAnswer>((resolve, reject) => {
      this.waiting = { resolve, reject };
    });
    this.socket.write(`${head}\r\n${rawBody}`);
    return answer;
  }

  close(): void {
    this.socket.destroy();
  }

  private onData(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headEnd = this.buffered.indexOf('\r\n\r\n');
    if (headEnd < 0) return;
    const head = this.buffered.toString('latin1', 0, headEnd);
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!length) return this.fail(new Error('answer without content-length'));
    const bodyEnd = headEnd + 4 + Number(length[1]);
    if (this.buffered.length < bodyEnd) return;
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
    const contentEncoding = /\r\ncontent-encoding: *([^\r]+)/i.exec(head)?.[1]?.trim() ?? null;
    const body = this.buffered.subarray(headEnd + 4, bodyEnd);
    this.buffered = this.buffered.subarray(bodyEnd);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ status, contentEncoding, body });
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
