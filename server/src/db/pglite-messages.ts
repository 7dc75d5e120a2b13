// PGlite parses every answer it writes into message objects and keeps them in a list that only its
// own query methods (execProtocol and friends) empty. The socket server answers through
// execProtocolRawStream, which never empties it, so on a server that talks to PGlite only through the
// socket every row ever sent stayed on the heap: about 30 MB per 4,000 requests of mixed load, never
// given back (ADR 011). After each streamed answer this asks PGlite to run an empty protocol message
// through execProtocol, which empties the list and does nothing else (no bytes reach PostgreSQL).

interface MessageKeeper {
  execProtocolRawStream(message: Uint8Array, options: { onRawData: (chunk: Uint8Array) => void } & Record<string, unknown>): Promise<unknown>;
  execProtocol(message: Uint8Array, options: { syncToFs?: boolean; throwOnError?: boolean }): Promise<unknown>;
}

const NOTHING = new Uint8Array(0);

/** Makes `db` drop the messages it parsed once each streamed answer is complete. */
export function releaseParsedMessages(db: MessageKeeper): void {
  const original = db.execProtocolRawStream.bind(db);
  db.execProtocolRawStream = async (message, options) => {
    try {
      return await original(message, options);
    } finally {
      await db.execProtocol(NOTHING, { syncToFs: false, throwOnError: false });
    }
  };
}
