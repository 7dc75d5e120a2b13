// Prisma's parameterization graph kept sparse: the same edges under the same keys, every one of them
// read back by number, the nodes' elements held in a hash table (V8's dictionary mode), and a graph of
// another shape refused at start instead of read wrongly.
import { setFlagsFromString } from "node:v8";
import { runInThisContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compactParamGraph, sparseEdges } from "./prisma-param-graph.ts";

setFlagsFromString("--allow-natives-syntax");
const hasDictionaryElements = runInThisContext("(o) => %HasDictionaryElements(o)") as (o: object) => boolean;

/** A graph shaped as Prisma's decoder returns it: keys spread over a table of 946 names. */
function decodedGraph(nodes: number) {
  const edgesFor = (n: number) => {
    const edges: Record<number, object> = {};
    for (let k = 0; k < 1 + (n % 9); k++) edges[(n * 37 + k * 151) % 946] = { flags: k, childNodeId: n + k, ...(k % 2 ? { scalarMask: 4 } : {}) };
    return edges;
  };
  return {
    strings: ["where", "orderBy"],
    inputNodes: Array.from({ length: nodes }, (_, n) => ({ edges: edgesFor(n) })),
    outputNodes: Array.from({ length: nodes / 4 }, (_, n) => ({ edges: { [n % 946]: { argsNodeId: n } } })),
    roots: { findManyUser: { argsNodeId: 1, outputNodeId: 2 } },
  };
}

describe("compactParamGraph", () => {
  it("keeps every node's edges under the same keys, read back by number", () => {
    const original = decodedGraph(400);
    const expected = structuredClone(original);
    const compact = compactParamGraph(original);
    expect(compact).toBe(original);
    expect(compact).toEqual(expected);
    for (const [i, node] of expected.inputNodes.entries()) {
      for (const key of Object.keys(node.edges)) expect(compact.inputNodes[i]!.edges[Number(key)]).toEqual(node.edges[Number(key)]);
      expect(compact.inputNodes[i]!.edges[945 - (i % 3)]).toBe(node.edges[945 - (i % 3)]);
    }
    expect(compact.roots).toEqual(expected.roots);
  });

  it("holds the nodes' elements in a hash table, where the decoder's objects hold a backing store as long as the largest key", () => {
    const graph = decodedGraph(40);
    expect(graph.inputNodes.some((n) => !hasDictionaryElements(n.edges))).toBe(true);
    compactParamGraph(graph);
    for (const node of [...graph.inputNodes, ...graph.outputNodes]) expect(hasDictionaryElements(node.edges)).toBe(true);
    expect(hasDictionaryElements(sparseEdges({ 3: 1, 900: 2 }))).toBe(true);
  });

  it("refuses a graph of another shape", () => {
    expect(() => compactParamGraph(null)).toThrow(/not an object/);
    expect(() => compactParamGraph({ inputNodes: [], outputNodes: "x" })).toThrow(/no outputNodes list/);
    expect(() => compactParamGraph({ inputNodes: [{ edge: {} }], outputNodes: [] })).toThrow(/no inputNodes list/);
  });
});
