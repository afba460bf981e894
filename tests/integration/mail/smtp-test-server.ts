import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import type { MailTransport } from "@/server/mail/mail-transport";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  text: string;
}

/** A real SMTP server in this process that keeps what it receives. */
export async function startSmtpServer(port = 0): Promise<{ port: number; received: ReceivedMail[]; stop(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        received.push({ from, to: session.envelope.rcptTo.map((r) => r.address), raw, ...parseMessage(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const bound = (server.server.address() as AddressInfo).port;
  return { port: bound, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on (taken from a server that is closed again): a mail server that is down. */
export async function unusedPort(): Promise<number> {
  const probe = await startSmtpServer();
  await probe.stop();
  return probe.port;
}

export function testTransport(port: number): MailTransport {
  return nodemailer.createTransport({
    host: "127.0.0.1",
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 2_000,
    greetingTimeout: 2_000,
    socketTimeout: 5_000,
  });
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function splitHeaders(block: string): { headers: Map<string, string>; body: string } {
  const at = block.search(/\r?\n\r?\n/);
  const head = at < 0 ? block : block.slice(0, at);
  const body = at < 0 ? "" : block.slice(at).replace(/^\r?\n\r?\n/, "");
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** Just enough MIME for the tests: the subject and the text/plain part (mailparser is not installed). */
export function parseMessage(raw: string): { subject: string; text: string } {
  const { headers, body } = splitHeaders(raw);
  const subject = headers.get("subject") ?? "";
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return { subject, text: decodeBody(headers, body).trimEnd() };
  for (const part of body.split(`--${boundary}`)) {
    const parsed = splitHeaders(part.replace(/^\r?\n/, ""));
    if ((parsed.headers.get("content-type") ?? "").toLowerCase().startsWith("text/plain")) {
      return { subject, text: decodeBody(parsed.headers, parsed.body).trimEnd() };
    }
  }
  return { subject, text: "" };
}
