/** Runs what Next runs when the server starts (instrumentation.ts in the Node.js runtime), then stays up. */
import { register } from "@/instrumentation";

process.env.NEXT_RUNTIME = "nodejs";
register()
  .then(() => {
    console.log("started");
    setInterval(() => undefined, 60_000);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(2);
  });
