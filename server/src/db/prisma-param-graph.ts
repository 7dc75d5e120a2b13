// Prisma's parameterization graph, kept in a tenth of the memory (ADR 011, tenth round).
//
// The client reads its query parameters' shapes from a graph its runtime decodes at start: about 2,500
// input nodes, each an object mapping a field name's number (an index into one table of 946 names)
// to an edge. Numbers used as keys are array elements to V8, and an object given the elements 12, 480
// and 901 keeps a backing store for 902 of them: 12.8 MB of heap for 16,374 edges, held for the life of
// the process. The same keys given non-default attributes live in a small hash table instead (elements
// in dictionary mode): about 1 MB. Lookups stay `edges[n]`, so Prisma's code that reads the graph is
// unchanged. server/build.mjs calls `compactParamGraph` on what Prisma's own decoder returns, in the
// bundle; run from source (npm run dev, tests), the client keeps the graph as decoded.

type Edges = Record<string, unknown>;
interface GraphNode {
  edges: Edges;
}

/** An object with the same keys and values whose elements V8 keeps in a hash table, not an array. */
export function sparseEdges(edges: Edges): Edges {
  const out: Edges = {};
  for (const key of Object.keys(edges)) {
    // read-only: an element that is not writable cannot live in a plain backing store
    Object.defineProperty(out, key, { value: edges[key], enumerable: true, configurable: true, writable: false });
  }
  return out;
}

function nodesOf(graph: Record<string, unknown>, field: string): GraphNode[] {
  const nodes = graph[field];
  const valid = Array.isArray(nodes) && nodes.every((n: unknown) => typeof n === "object" && n !== null && typeof (n as GraphNode).edges === "object");
  if (!valid) throw new Error(`Prisma's parameterization graph has no ${field} list of { edges } as src/db/prisma-param-graph.ts expects`);
  return nodes as GraphNode[];
}

/** Prisma's decoded graph, its nodes' edges moved into sparse objects; the same graph object. */
export function compactParamGraph<T>(graph: T): T {
  if (typeof graph !== "object" || graph === null) throw new Error("Prisma's parameterization graph is not an object");
  for (const field of ["inputNodes", "outputNodes"]) {
    for (const node of nodesOf(graph as Record<string, unknown>, field)) node.edges = sparseEdges(node.edges);
  }
  return graph;
}
