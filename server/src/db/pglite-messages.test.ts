// The server-level effect (heap after a restart and after load) is measured by `npm run bench:footprint`
// (ADR 011); here: the wrapper empties PGlite's message list after every streamed answer, failed ones
// included, without touching the answer, and the embedded database still answers through it.
import { describe, expect, it } from "vitest";
import { startEmptyEmbedded } from "../../test/helpers.ts";
import { createPrisma } from "./prisma.ts";
import { releaseParsedMessages } from "./pglite-messages.ts";

function fakePglite(answer: () => Promise<unknown>) {
  const calls: string[] = [];
  const db = {
    execProtocolRawStream: async (message: Uint8Array, options: { onRawData: (chunk: Uint8Array) => void }) => {
      calls.push(`stream ${message.length}`);
      options.onRawData(new Uint8Array([1, 2]));
      return answer();
    },
    execProtocol: (message: Uint8Array, options: { syncToFs?: boolean; throwOnError?: boolean }) => {
      calls.push(`execProtocol ${message.length} sync=${String(options.syncToFs)} throw=${String(options.throwOnError)}`);
      return Promise.resolve({ messages: [] });
    },
  };
  return { db, calls };
}

describe("releasing PGlite's parsed messages", () => {
  it("runs an empty execProtocol after each streamed answer and passes the answer on", async () => {
    const { db, calls } = fakePglite(() => Promise.resolve("answer"));
    releaseParsedMessages(db);
    const chunks: number[] = [];
    await expect(db.execProtocolRawStream(new Uint8Array(5), { onRawData: (c) => chunks.push(c.length) })).resolves.toBe("answer");
    expect(chunks).toEqual([2]);
    expect(calls).toEqual(["stream 5", "execProtocol 0 sync=false throw=false"]);
  });

  it("also after an answer that failed, and the failure still reaches the caller", async () => {
    const { db, calls } = fakePglite(() => Promise.reject(new Error("socket closed")));
    releaseParsedMessages(db);
    await expect(db.execProtocolRawStream(new Uint8Array(3), { onRawData: () => undefined })).rejects.toThrow("socket closed");
    expect(calls).toEqual(["stream 3", "execProtocol 0 sync=false throw=false"]);
  });

  it("leaves the embedded database answering queries, transactions and errors as before", async () => {
    const db = await startEmptyEmbedded();
    const prisma = createPrisma(db.url, 1);
    try {
      for (let i = 0; i < 20; i++) {
        const rows = await prisma.$queryRaw<{ n: number }[]>`SELECT g AS n FROM generate_series(1, 500) AS g`;
        expect(rows).toHaveLength(500);
      }
      await expect(prisma.$queryRawUnsafe("SELECT * FROM no_such_table")).rejects.toThrow();
      const [one] = await prisma.$transaction([prisma.$queryRaw<{ one: number }[]>`SELECT 1 AS one`]);
      expect(one).toEqual([{ one: 1 }]);
    } finally {
      await prisma.$disconnect();
      await db.stop();
    }
  });
});
