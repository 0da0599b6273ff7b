// The forward proxy every connection of a scan's browser goes through (the browser's context is
// given it as its proxy, with no bypass, loopback included). It resolves each host itself, checks
// every address it answers (server/scans/address.ts) and the port, on every connection: a redirect
// is a new request through here, and a name that answers a public address once and a private one
// the next time (DNS rebinding) is checked on each answer, never cached. HTTPS is a CONNECT tunnel
// to the checked address; plain HTTP is forwarded to it. It also counts the bytes that come back
// and cuts every connection once the scan's budget is spent.
import http from "node:http";
import net from "node:net";
import type { Duplex } from "node:stream";
import { RefusedTarget, refusedPort, resolveAll, type AddressPolicy, type Resolver } from "./address";

export interface ScanProxyOptions {
  policy: AddressPolicy;
  resolve?: Resolver;
  /** Bytes of responses the whole scan may receive (20 MB). */
  maxBytes: number;
  /** Checks an address and port instead of the policy (tests treat one loopback address as the public internet). */
  refused?: (address: string, port: number) => string | undefined;
}

export interface ScanProxy {
  /** http://127.0.0.1:<port> */
  url: string;
  /** Connections refused, with why: the scan's report can say what it did not visit. */
  refusals: { target: string; reason: string }[];
  bytes(): number;
  close(): Promise<void>;
}

const HOP_BY_HOP = ["connection", "proxy-connection", "proxy-authorization", "keep-alive", "te", "trailer", "transfer-encoding", "upgrade"];

export async function startScanProxy(options: ScanProxyOptions): Promise<ScanProxy> {
  const refusals: ScanProxy["refusals"] = [];
  const sockets = new Set<Duplex>();
  let received = 0;
  let spent = false;

  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received > options.maxBytes && !spent) {
      spent = true;
      for (const s of sockets) s.destroy();
    }
  };

  /** Opens a TCP connection to the first checked address that answers, or throws why not. */
  async function connectChecked(host: string, port: number): Promise<net.Socket> {
    if (spent) throw new RefusedTarget("the scan's 20 MB budget is spent");
    const test = options.refused;
    const badPort = test ? undefined : refusedPort(port, options.policy);
    if (badPort) throw new RefusedTarget(`${host}: ${badPort} is not allowed (only 80 and 443)`);
    const addresses = await resolveAll(host, options.policy, options.resolve, test ? (address) => test(address, port) : undefined);
    let last: unknown;
    for (const address of addresses) {
      try {
        return await new Promise<net.Socket>((resolve, reject) => {
          const socket = net.connect({ host: address, port });
          socket.once("connect", () => {
            socket.off("error", reject);
            resolve(socket);
          });
          socket.once("error", reject);
          socket.setTimeout(15_000, () => socket.destroy(new Error("connection timed out")));
        });
      } catch (err) {
        last = err;
      }
    }
    throw last instanceof Error ? last : new Error(`${host} did not answer`);
  }

  const track = <S extends Duplex>(s: S): S => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
    s.on("error", () => s.destroy());
    return s;
  };

  const server = http.createServer((req, res) => {
    // Plain HTTP: an absolute URL. Anything else is not a proxy request.
    let target: URL;
    try {
      target = new URL(req.url ?? "");
      if (target.protocol !== "http:") throw new Error("not http");
    } catch {
      res.writeHead(400).end();
      return;
    }
    const port = Number(target.port || 80);
    connectChecked(target.hostname, port).then(
      (socket) => {
        track(socket);
        const headers: http.OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.includes(name) && value !== undefined) headers[name] = value;
        headers.connection = "close";
        const upstream = http.request({ createConnection: () => socket, method: req.method, path: `${target.pathname}${target.search}`, headers });
        upstream.on("response", (answer) => {
          answer.on("data", count);
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.includes(name) && value !== undefined) out[name] = value;
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        });
        upstream.on("error", () => (res.headersSent ? res.destroy() : res.writeHead(502).end()));
        req.pipe(upstream);
      },
      (err: unknown) => {
        refusals.push({ target: target.host, reason: err instanceof Error ? err.message : String(err) });
        res.writeHead(err instanceof RefusedTarget ? 403 : 502, { "content-type": "text/plain" }).end("Refused by the scan's proxy");
      },
    );
  });
  server.on("connection", (s: net.Socket) => track(s));

  server.on("connect", (req: http.IncomingMessage, client: Duplex, head: Buffer) => {
    track(client);
    const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(req.url ?? "");
    if (!match) {
      client.end("HTTP/1.1 400 Bad Request\r\n\r\n");
      return;
    }
    const host = match[1]!;
    const port = Number(match[2]);
    connectChecked(host, port).then(
      (socket) => {
        track(socket);
        client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
        if (head.length) socket.write(head);
        socket.on("data", count);
        socket.pipe(client);
        client.pipe(socket);
      },
      (err: unknown) => {
        refusals.push({ target: `${host}:${port}`, reason: err instanceof Error ? err.message : String(err) });
        client.end(`HTTP/1.1 ${err instanceof RefusedTarget ? "403 Forbidden" : "502 Bad Gateway"}\r\n\r\n`);
      },
    );
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refusals,
    bytes: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
