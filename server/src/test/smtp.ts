import net from 'node:net';

/**
 * A tiny SMTP server on loopback for tests: while `accepting` is false it
 * greets every connection with 421 (service not available) and hangs up, like
 * a mail server that is down; otherwise it takes every message and keeps it.
 */
export interface FakeSmtp {
  url: string;
  accepting: boolean;
  /** Raw messages received (headers and body), in order. */
  messages: string[];
  /** Connections refused while not accepting. */
  refused: number;
  close(): Promise<void>;
}

export async function startFakeSmtp(accepting = true): Promise<FakeSmtp> {
  const sockets = new Set<net.Socket>();
  const state: FakeSmtp = {
    url: '',
    accepting,
    messages: [],
    refused: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (!state.accepting) {
      state.refused += 1;
      socket.end('421 mail server down, try later\r\n');
      return;
    }
    socket.write('220 fake smtp\r\n');
    let buffer = '';
    let data: string[] | null = null;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            state.messages.push(data.join('\n'));
            data = null;
            socket.write('250 queued\r\n');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `smtp://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return state;
}
