import net from 'node:net';

/**
 * A TCP relay between the app and its PostgreSQL that a test can break: cut()
 * drops every connection at once (as a network failure or a firewall would),
 * refuse() also stops taking new ones (the database host gone), accept()
 * takes them again. silence() stops forwarding without closing anything (a
 * network path that drops packets: the ends see no reset, only silence), for
 * the connections open and those made meanwhile; restore() ends those and
 * forwards new connections again.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  silence(): void;
  restore(): void;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  let silent = false;
  /** Sockets whose bytes go nowhere (opened or held while silent). */
  const held = new Set<net.Socket>();
  const server = net.createServer((client) => {
    track(client);
    client.on('error', () => undefined);
    if (silent) {
      held.add(client);
      client.on('data', () => undefined);
      return;
    }
    const upstream = net.connect(targetPort, targetHost);
    track(upstream);
    // Either side failing ends both, as a broken network path would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    // Forwarded only while not silent: while silent, bytes are dropped and nothing closes.
    const relay = (from: net.Socket, to: net.Socket) =>
      from.on('data', (chunk) => {
        if (silent || held.has(from)) held.add(from).add(to);
        else to.write(chunk);
      });
    relay(client, upstream);
    relay(upstream, client);
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const port = await listen(0);
  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  return {
    port,
    cut,
    silence() {
      silent = true;
    },
    restore() {
      silent = false;
      for (const socket of held) socket.destroy();
      held.clear();
    },
    async refuse() {
      const closed = stopListening();
      cut();
      await closed;
    },
    async accept() {
      await listen(port);
    },
    async close() {
      const closed = stopListening();
      cut();
      await closed;
    },
  };
}
