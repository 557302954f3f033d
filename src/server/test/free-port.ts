import net from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on right now (the bench's and the soak's servers). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
