/** One server-sent event as a browser's EventSource would see it. */
export interface SseFrame {
  event: string;
  data: string;
  id?: string;
}

/** Reads a text/event-stream body frame by frame (retry-only frames are skipped). */
export class SseReader {
  private buffer = "";
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  async next(): Promise<SseFrame | null> {
    for (;;) {
      const end = this.buffer.indexOf("\n\n");
      if (end >= 0) {
        const raw = this.buffer.slice(0, end);
        this.buffer = this.buffer.slice(end + 2);
        const frame: SseFrame = { event: "message", data: "" };
        let hasData = false;
        for (const line of raw.split("\n")) {
          const [field, ...rest] = line.split(":");
          const value = rest.join(":").replace(/^ /, "");
          if (field === "event") frame.event = value;
          else if (field === "data") {
            frame.data = hasData ? `${frame.data}\n${value}` : value;
            hasData = true;
          } else if (field === "id") frame.id = value;
        }
        if (hasData) return frame;
        continue;
      }
      const { value, done } = await this.reader.read();
      if (done) return null;
      this.buffer += this.decoder.decode(value, { stream: true });
    }
  }

  /** The next frame of this event type, skipping heartbeats. */
  async nextOf(event: string): Promise<SseFrame> {
    for (;;) {
      const frame = await this.next();
      if (!frame) throw new Error(`the stream ended before a ${event} event`);
      if (frame.event === event) return frame;
      if (frame.event !== "heartbeat") throw new Error(`expected ${event}, got ${frame.event}: ${frame.data}`);
    }
  }

  async cancel(): Promise<void> {
    await this.reader.cancel().catch(() => undefined);
  }
}
