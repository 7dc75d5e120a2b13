// `npm run profile:top -- <file.cpuprofile> [--top N]`: where a V8 CPU profile's time went, as text.
// Prints the functions with the most self time, the files (or packages) they live in, and the share
// of samples the thread was idle. For the profiles the benches write with BENCH_CPU_PROF=<dir>.
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const topAt = args.indexOf("--top");
const TOP = topAt >= 0 ? Number(args[topAt + 1]) : 30;
if (!file) {
  console.error("usage: npm run profile:top -- <file.cpuprofile> [--top N]");
  process.exit(2);
}

const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const counts = new Map();
for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
const total = profile.samples.length;

/** A package's name from a node_modules path, else the path below the repository. */
const where = (url) => {
  if (!url) return "(native)";
  const nm = url.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = url.slice(nm + "node_modules/".length).split("/");
    return rest[0].startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const src = url.indexOf("/server/");
  return src >= 0 ? url.slice(src + 1) : url.replace(/^file:\/\//, "");
};

const byFunction = new Map();
const byPlace = new Map();
for (const [id, n] of counts) {
  const node = nodes.get(id);
  const { functionName, url, lineNumber } = node.callFrame;
  const fn = `${functionName || "(anonymous)"}  ${where(url)}${url ? `:${lineNumber + 1}` : ""}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + n);
  const place = where(url);
  byPlace.set(place, (byPlace.get(place) ?? 0) + n);
}

const pct = (n) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, n] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${pct(n)}  ${k}`);
};
const ms = (profile.endTime - profile.startTime) / 1000;
console.log(`${file}: ${total} samples over ${ms.toFixed(0)} ms`);
print("self time by function", byFunction);
print("self time by file or package", byPlace);
