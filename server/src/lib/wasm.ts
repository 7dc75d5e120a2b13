// Node has WebAssembly at run time; its types live in lib.dom, which the server does not load. The part
// the server uses (Prisma's schema engine and query compiler), typed once.
interface WebAssemblyApi {
  Module: { new (bytes: Uint8Array): object; exports(module: object): { name: string; kind: string }[] };
  Instance: new (module: object, imports: Record<string, Record<string, unknown>>) => { exports: Record<string, unknown> };
}

export const webAssembly = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;
