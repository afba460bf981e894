import { generate } from "otplib";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { apiRequest, freshIp } from "./http";

/** A browser on its own address for the auth routes: cookies kept from each answer, minus the ones cleared. */
export class AuthBrowser {
  private readonly cookies = new Map<string, string>();
  readonly ip = freshIp();
  get header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  keep(response: Response): Response {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      const expired = value === "" || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }
  has(name: RegExp): boolean {
    return [...this.cookies.keys()].some((key) => name.test(key));
  }
  /** A POST to better-auth's routes with this browser's cookies and address; the answer's cookies kept. */
  async send(path: string, body: unknown): Promise<Response> {
    return this.keep(await authPost(apiRequest(path, { body, cookie: this.header, ip: this.ip })));
  }
}

/** The code an authenticator app shows now, or `offset` periods of 30 s away (RFC 6238, computed by otplib, not the app). */
export const codeFor = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
