// Resolves once something accepts TCP connections on host:port, or rejects after the timeout.
import net from 'node:net';

export function waitForPort(port, { host = '127.0.0.1', timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Nothing listening on ${host}:${port}`));
        else setTimeout(attempt, 500);
      });
    };
    attempt();
  });
}
