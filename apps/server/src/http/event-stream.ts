import type { FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 15_000;

export interface EventStream {
  /** Sends one event, unless the stream has closed. */
  send(event: string, id: number, data: string): void;
  /** Ends the stream from this side. */
  close(): void;
  readonly closed: boolean;
}

export interface EventStreamOptions {
  /** Changes made by a worker in another process arrive by this poll; this process's own through `subscribe`. */
  pollMs: number;
  /** Listens for this process's changes; returns how to stop listening. */
  subscribe: (onChange: () => void) => () => void;
  /** Reads the current state and sends what changed; refreshes run one after another. */
  refresh: (stream: EventStream) => Promise<void>;
  /** Names the stream in the log when a refresh fails. */
  label: string;
}

/**
 * Server-sent events on a hijacked reply: a refresh now, at every change and every poll, a heartbeat that keeps
 * proxies from closing a quiet stream, and everything stopped when either side closes. Resolves after the first
 * refresh, so the first state is on its way before the handler returns.
 */
export async function openEventStream(request: FastifyRequest, reply: FastifyReply, options: EventStreamOptions): Promise<void> {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  // Sends the headers now and tells the browser to reconnect after 3 s if the stream drops.
  raw.write('retry: 3000\n\n');
  let refreshing = Promise.resolve();
  let closed = false;
  const stream: EventStream = {
    get closed() {
      return closed;
    },
    send(event, id, data) {
      if (!closed) raw.write(`event: ${event}\nid: ${id}\ndata: ${data}\n\n`);
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(poll);
      clearInterval(heartbeat);
      unsubscribe();
      raw.end();
    },
  };
  const refresh = () => {
    refreshing = refreshing
      .then(() => (closed ? undefined : options.refresh(stream)))
      .catch((error: unknown) => request.log.warn({ err: error }, `${options.label} stream query failed`));
  };
  const unsubscribe = options.subscribe(refresh);
  const poll = setInterval(refresh, options.pollMs);
  const heartbeat = setInterval(() => raw.write(': ping\n\n'), HEARTBEAT_MS);
  request.raw.once('close', () => stream.close());
  refresh();
  await refreshing;
}
