/**
 * Work done after the answer has gone, for answers that must not tell by their timing what the
 * work found: ForgotPassword and ReSendOtp answer at once, the same for a known and an unknown
 * address, and only then look the account up, write the code and mail it. A failure is logged
 * (the answer never said a mail would come). The app waits for what is under way before it closes.
 */
interface Log {
  error(details: object, message: string): void;
}

/** The reply whose answer goes first (Fastify's `reply.raw`). */
interface SentAnswer {
  writableFinished: boolean;
  once(event: 'finish' | 'close', listener: () => void): unknown;
}

export class AfterResponse {
  readonly #pending = new Set<Promise<void>>();
  /** the last work of each key: work of one key runs in order (two resets asked for at once mail their codes in the order issued) */
  readonly #lastOfKey = new Map<string, Promise<void>>();
  readonly #log: Log;

  constructor(log: Log) {
    this.#log = log;
  }

  /** Runs `work` once `answer` has been sent (or the connection closed), after earlier work of `key`. */
  run(answer: SentAnswer, label: string, work: () => Promise<void>, key = label): void {
    // a turn of the event loop after the answer went, so that the answer is not held by the work
    const sent = new Promise<void>((resolve) => {
      const later = () => setImmediate(resolve);
      if (answer.writableFinished) return later();
      answer.once('finish', later);
      answer.once('close', later);
    });
    const before = this.#lastOfKey.get(key);
    const done: Promise<void> = Promise.all([sent, before])
      .then(work)
      .catch((error: unknown) => this.#log.error({ err: error, work: label }, 'work after the answer failed'))
      .finally(() => {
        this.#pending.delete(done);
        if (this.#lastOfKey.get(key) === done) this.#lastOfKey.delete(key);
      });
    this.#pending.add(done);
    this.#lastOfKey.set(key, done);
  }

  /** Resolves once nothing is under way (tests; closing the app). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.all([...this.#pending]);
  }
}
