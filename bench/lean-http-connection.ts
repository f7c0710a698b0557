import net from 'node:net';

/**
 * One kept-alive HTTP/1.1 connection that sends one POST at a time, for load loops. A load
 * generator on the same two cores as the server it measures takes CPU from that server; like wrk
 * and autocannon, this writes requests as plain bytes and reads only the status line, the
 * content-length and the body, which costs far less than node:http's client.
 */
export class LeanHttpConnection {
  private readonly socket: net.Socket;
  private readonly ready: Promise<void>;
  private buffered: Buffer = Buffer.alloc(0);
  private waiting: { resolve: (body: string) => void; reject: (error: Error) => void } | null =
    null;

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

  async post(path: string, rawBody: string, headers: Record<string, string>): Promise<string> {
    await this.ready;
    if (this.waiting) throw new Error('one request at a time on a connection');
    let head = `POST ${path} HTTP/1.1\r\nhost: ${this.host}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(rawBody)}\r\n`;
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    const answer = new Promise<string>((resolve, reject) => {
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
    const body = this.buffered.toString('utf8', headEnd + 4, bodyEnd);
    this.buffered = this.buffered.subarray(bodyEnd);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve(body);
  }

  private fail(error: Error): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.reject(error);
  }
}
