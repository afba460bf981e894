/** Runs the server's start-up (what instrumentation.ts does under `next start`), then stays up. */
import { startServer } from "@/server/startup";

startServer()
  .then(() => {
    console.log("started");
    setInterval(() => undefined, 60_000);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
