/**
 * A process that opens the embedded database in the directory given and holds it, for the
 * lock and crash tests. It prints "ready <pid> <ids present>" once open, then either writes rows
 * for ever ("write-loop", printing "ack <id>" after each commit) or follows commands on stdin
 * ("write <id>", "exit").
 */
import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { openDatabase, rowsOf } from "@/server/db/connection";

async function main(): Promise<void> {
  const [dataDir, mode] = process.argv.slice(2);
  if (!dataDir) throw new Error("usage: hold-database.ts <data dir> [write-loop]");
  const handle = await openDatabase({ dataDir });
  const insert = (id: number) => handle.db.execute(sql`insert into crash_rows (id) values (${id})`);
  await handle.db.execute(sql`create table if not exists crash_rows (id integer primary key)`);
  const present = rowsOf<{ id: number }>(await handle.db.execute(sql`select id from crash_rows order by id`)).map((r) => r.id);
  // stdout on a pipe is synchronous on Linux: a printed ack has left the process.
  console.log(`ready ${process.pid} ${JSON.stringify(present)}`);
  if (mode === "write-loop") {
    for (let id = (present.at(-1) ?? 0) + 1; ; id++) {
      await insert(id);
      console.log(`ack ${id}`);
    }
  }
  for await (const line of createInterface({ input: process.stdin })) {
    const [command, argument] = line.trim().split(" ");
    if (command === "write") {
      await insert(Number(argument));
      console.log(`ack ${argument}`);
    } else if (command === "exit") {
      await handle.close();
      process.exit(0);
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
