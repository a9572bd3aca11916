/** Test helper: a real SMTP listener on loopback that keeps every message it receives. */
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

/** A running SMTP listener; `url` goes into SMTP_URL. */
export interface TestSmtp {
  url: string;
  messages: { envelopeTo: string[]; raw: string; parsed: Email }[];
  /** From now on refuses every message with this SMTP code (550: for good; 450: try later), or accepts again (no code). */
  refuseWith: (code?: number) => void;
  close: () => Promise<void>;
}

/**
 * Starts an SMTP listener on a free loopback port (or `port`, to stand in for a stopped one). `reject`
 * refuses every message: true answers 450 (a transient failure), a number answers that code.
 */
export async function startSmtp(options: { reject?: boolean | number; port?: number } = {}): Promise<TestSmtp> {
  const messages: TestSmtp['messages'] = [];
  let refusal: number | undefined = typeof options.reject === 'number' ? options.reject : options.reject ? 450 : undefined;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: refusal }));
        const raw = Buffer.concat(chunks).toString('utf8');
        // A message the parser cannot read is refused to the sender rather than lost in an unhandled rejection.
        PostalMime.parse(raw).then(
          (parsed) => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseWith: (code) => {
      refusal = code;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
