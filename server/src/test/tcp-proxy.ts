import net from 'node:net';

/**
 * A TCP relay between the app and its PostgreSQL that a test can break: cut()
 * drops every connection at once (as a network failure or a firewall would),
 * refuse() also stops taking new ones (the database host gone), accept()
 * takes them again.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
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
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    track(client);
    track(upstream);
    // Either side failing ends both, as a broken network path would.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
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
