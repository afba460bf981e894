// Run by scaled-out.test.ts as a separate process: commits one change through its own connection.
import postgres from "postgres";

async function main() {
  const [url, timesheetId] = process.argv.slice(2);
  if (!url || !timesheetId) throw new Error("usage: commit-in-another-process <database url> <timesheet id>");
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  await sql`update timesheets set flagged = not flagged where id = ${timesheetId}`;
  await sql.end();
}

void main();
