import { randomBytes } from "node:crypto";
import { ensureLocalSecrets, LOCAL_SECRET_NAMES } from "@/server/config/local-secrets";
import { CliError, parseArgs, positionalArgs, stringFlag, type ParsedArgs } from "./args";

const HELP = `Settle command line

Usage: npm run cli -- <command> [options]

Commands:
  migrate                 Apply the database migrations (embedded database or DATABASE_URL).
  seed [--if-empty]       Load the demo data set (local mode only). With --if-empty, only
                          when the database has no users yet. Running it twice changes nothing.
  users:create            Create a person who can sign in.
      --email E             e-mail address (required)
      --role R              ADMIN, SUBCONTRACTOR or SERVICE_PRINCIPAL (required)
      --password P          at least 10 characters (required)
      --name N              display name (defaults to the part of the e-mail before @)
  two-factor-reset EMAIL   For a person who lost their authenticator and backup codes: remove
                          their two-factor sign-in (secret, backup codes, trusted browsers) and
                          end their sessions. They sign in with the password and, where
                          auth.requireTwoFactorFor asks for it, enrol again at once.
  backup [--to FILE]       Write the database and every stored file to one .tar.gz (default
                          settle-backup-<date-time>.tar.gz here), then read it back against its
                          manifest. It holds no sessions or other live credentials. While the
                          server runs on the embedded database, the backup is taken through it
                          (DEPLOYMENT_URL, ADMIN_API_KEY). On PostgreSQL it uses pg_dump, which
                          must be installed.
      --include-secrets     also local mode's generated secrets (SERVICE_KEY, ADMIN_API_KEY,
                            CRON_SECRET); the archive is then encrypted with age (.tar.gz.age):
      --passphrase-file F   to the passphrase in F (or BACKUP_PASSPHRASE), at least 12 characters
      --recipient age1…     or to an age public key
  restore FILE [--force]  Check the archive against its manifest, then restore it into DATA_DIR's
                          embedded database (the server stopped) or DATABASE_URL's database, and
                          the files into the configured storage. Refuses a directory or database
                          that holds data unless --force is given. Everyone is signed out.
      --passphrase-file F   open an encrypted archive with the passphrase in F (or BACKUP_PASSPHRASE)
      --identity-file F     or with the age identity in F
  help                    Show this text.

The embedded database allows one process at a time: stop the server before running
migrate, seed, users:create, two-factor-reset or restore against it, or set DATABASE_URL to use PostgreSQL.`;

function secretOptions(flags: ParsedArgs["flags"]) {
  return {
    includeSecrets: flags["include-secrets"] === true,
    passphraseFile: stringFlag(flags, "passphrase-file"),
    recipient: stringFlag(flags, "recipient"),
    identityFile: stringFlag(flags, "identity-file"),
  };
}

async function withDatabase<T>(work: () => Promise<T>): Promise<T> {
  const { databaseHandle } = await import("@/server/db");
  const handle = await databaseHandle();
  try {
    return await work();
  } finally {
    await handle.close();
  }
}

async function run(args: ParsedArgs): Promise<void> {
  const { command, flags } = args;
  if (!command || command === "help" || flags.help) {
    console.log(HELP);
    return;
  }
  const positionals = positionalArgs(args, command === "restore" ? ["file"] : command === "two-factor-reset" ? ["email"] : []);
  switch (command) {
    case "migrate":
      await withDatabase(async () => {
        const { databaseHandle } = await import("@/server/db");
        await (await databaseHandle()).migrate();
        console.log("Migrations applied.");
      });
      return;
    case "seed":
      await withDatabase(async () => {
        const { databaseHandle } = await import("@/server/db");
        const { seedDemo } = await import("@/server/seed/seed-demo");
        const handle = await databaseHandle();
        await handle.migrate();
        const result = await seedDemo(handle.db, { ifEmpty: flags["if-empty"] === true });
        console.log(result.message);
        if (result.signIns.length > 0) {
          console.log("\nDemo sign-ins:");
          for (const s of result.signIns) console.log(`  ${s.role.padEnd(14)} ${s.email.padEnd(28)} ${s.password}`);
        }
      });
      return;
    case "users:create": {
      const email = stringFlag(flags, "email", true);
      const role = stringFlag(flags, "role", true);
      const password = stringFlag(flags, "password", true);
      const name = stringFlag(flags, "name") ?? email.split("@")[0] ?? email;
      await withDatabase(async () => {
        const { databaseHandle } = await import("@/server/db");
        const { createUser } = await import("@/server/services/users/create-user");
        const handle = await databaseHandle();
        await handle.migrate();
        const created = await createUser(handle.db, { email, role: role as never, password, name });
        console.log(`Created ${created.role} ${created.email} (${created.id}).`);
      });
      return;
    }
    case "two-factor-reset": {
      const email = positionals[0];
      if (!email) throw new CliError('Name the person: npm run cli -- two-factor-reset <email>.');
      await withDatabase(async () => {
        const { databaseHandle } = await import("@/server/db");
        const { resetTwoFactor } = await import("@/server/services/users/reset-two-factor");
        const handle = await databaseHandle();
        const reset = await resetTwoFactor(handle.db, email);
        const what = reset.hadTwoFactor ? "Two-factor sign-in removed" : "No two-factor sign-in was set up; nothing to remove";
        const passkeys = reset.passkeysRemoved === 0 ? "" : `; ${reset.passkeysRemoved} ${reset.passkeysRemoved === 1 ? "passkey" : "passkeys"} removed`;
        console.log(`${what} for ${reset.email}${passkeys}; ${reset.sessionsEnded} ${reset.sessionsEnded === 1 ? "session" : "sessions"} ended.`);
      });
      return;
    }
    case "backup": {
      const { backupCommand } = await import("./backup-commands");
      await backupCommand(stringFlag(flags, "to"), secretOptions(flags));
      return;
    }
    case "restore": {
      const { restoreCommand } = await import("./backup-commands");
      await restoreCommand(positionals[0], flags.force === true, secretOptions(flags));
      return;
    }
    default:
      throw new CliError(`Unknown command "${command}". Run "npm run cli -- --help" for the list.`);
  }
}

async function main(): Promise<void> {
  try {
    const args = parseArgs(process.argv.slice(2));
    if (args.command === "restore") {
      // Generating local secrets writes them into DATA_DIR, which the restore needs empty; the
      // archive brings its own, and nothing the restore does signs or seals with these.
      for (const name of LOCAL_SECRET_NAMES) process.env[name] ??= randomBytes(32).toString("base64url");
    } else {
      ensureLocalSecrets();
    }
    await run(args);
  } catch (error) {
    const { describeCliError } = await import("./describe-error");
    console.error(describeCliError(error));
    process.exitCode = 1;
  }
}

void main();
