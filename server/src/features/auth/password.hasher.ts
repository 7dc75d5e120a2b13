// Password hashing off the event loop. bcrypt at cost 12 is ~0.25 s of CPU per hash; on the event loop
// (even bcryptjs's async form, which only slices the work) twenty sign-ups at once held every other
// request for seconds. Hashes and comparisons run in a few worker threads instead, one job each at a
// time, taking turns in a WorkQueue: a job that gets no thread within MAX_QUEUE_WAIT_MS is refused with
// ServerBusyError (503 server_busy, ADR 020). Still bcryptjs, so every stored hash stays valid.
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { MAX_QUEUE_WAIT_MS, WorkQueue } from "../../lib/work-queue.ts";

/** The worker's program (CommonJS, run with `eval`: no file to find beside a bundle). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const bcrypt = require(workerData.bcrypt);
parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash" ? bcrypt.hashSync(job.password, job.arg) : bcrypt.compareSync(job.password, job.arg);
    parentPort.postMessage({ result });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
`;

type Job = { op: "hash"; password: string; arg: number } | { op: "compare"; password: string; arg: string };

/** One thread per core, at most 4: hashing is pure CPU, and the event loop keeps a core's share. */
const THREADS = Math.max(1, Math.min(availableParallelism(), 4));
/**
 * A thread left idle this long is ended: each holds ~15 MB (its own V8 heap and bcryptjs), which a
 * burst of sign-ups would otherwise keep for good (issue 27). Starting one again takes ~30 ms.
 */
export const IDLE_THREAD_MS = 10_000;

export class HashThreads {
  private readonly queue = new WorkQueue("password hashing", THREADS, MAX_QUEUE_WAIT_MS);
  /** Idle threads, each with the timer that ends it. */
  private readonly idle: { worker: Worker; timer: NodeJS.Timeout }[] = [];
  private readonly bcryptPath = createRequire(import.meta.url).resolve("bcryptjs");

  constructor(private readonly idleMs: number) {}

  /** How many threads are alive now (busy or idle). */
  alive = 0;

  async run<T extends string | boolean>(job: Job): Promise<T> {
    return this.queue.run(() => {
      const reused = this.idle.pop();
      if (reused) clearTimeout(reused.timer);
      const worker = reused?.worker ?? this.spawn();
      return new Promise<T>((resolve, reject) => {
        const settle = (fn: () => void) => {
          worker.off("message", onMessage).off("error", onError).off("exit", onExit);
          fn();
        };
        const onMessage = (msg: { result?: T; error?: string }) =>
          settle(() => {
            this.rest(worker);
            if (msg.error !== undefined) reject(new Error(msg.error));
            else resolve(msg.result as T);
          });
        const onError = (err: Error) => settle(() => reject(err));
        const onExit = (code: number) => settle(() => reject(new Error(`password hashing thread exited (${code})`)));
        worker.on("message", onMessage).on("error", onError).on("exit", onExit);
        worker.postMessage(job);
      });
    });
  }

  /** Back to the idle threads, ended if no job takes it within idleMs. */
  private rest(worker: Worker): void {
    const timer = setTimeout(() => {
      const i = this.idle.findIndex((t) => t.worker === worker);
      if (i < 0) return;
      this.idle.splice(i, 1);
      void worker.terminate();
    }, this.idleMs);
    timer.unref();
    this.idle.push({ worker, timer });
  }

  private spawn(): Worker {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcrypt: this.bcryptPath } });
    this.alive += 1;
    worker.once("exit", () => (this.alive -= 1));
    // an idle thread never keeps the process alive (shutdown, tests)
    worker.unref();
    return worker;
  }
}

let threads: HashThreads | undefined;
/** The process's hashing threads: a share of the machine's cores, like the cores themselves one per process. */
const shared = () => (threads ??= new HashThreads(IDLE_THREAD_MS));

/** bcryptjs's hash of `password` at `cost`, computed on a worker thread. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return shared().run<string>({ op: "hash", password, arg: cost });
}

/** Whether `password` matches the bcrypt `hash`, computed on a worker thread. */
export function comparePassword(password: string, hash: string): Promise<boolean> {
  return shared().run<boolean>({ op: "compare", password, arg: hash });
}
