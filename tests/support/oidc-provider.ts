import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, decodeJwt, type JWK } from "jose";
import Provider from "oidc-provider";

/** A person the provider knows: the e-mail it asserts and whether it says it verified it. */
export interface OidcPerson {
  sub: string;
  email: string;
  emailVerified: boolean;
}

/**
 * How the provider misbehaves (or speaks) on its next token answers: an ID token re-signed with
 * its own key but a changed or added claim (amr and acr: what it says it did to authenticate).
 */
export type Tampering = null | { iss?: string; aud?: string; exp?: number; amr?: string[]; acr?: string };

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 for the tests: one confidential
 * client, code flow with PKCE, and an interaction that signs in `person` without a form. `tamper`
 * makes it issue ID tokens with a wrong issuer, audience or expiry, signed with its real key.
 */
export class TestOidcProvider {
  person: OidcPerson = { sub: "nobody", email: "nobody@example.com", emailVerified: true };
  tamper: Tampering = null;
  /** Entries that replace those of the discovery document (a provider naming an inside address for its keys). */
  discovery: Record<string, string> | null = null;
  private provider: Provider | null = null;

  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    private readonly jwk: JWK,
  ) {}

  static async start(): Promise<TestOidcProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const { privateKey } = await generateKeyPair("RS256", { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
    return new TestOidcProvider(server, `http://127.0.0.1:${port}`, jwk);
  }

  /** Registers the one client (its redirect URI names the provider's id in Settle, known once registered there). */
  configure(client: { clientId: string; clientSecret: string; redirectUri: string }): void {
    const provider = new Provider(this.issuer, {
      clients: [
        {
          client_id: client.clientId,
          client_secret: client.clientSecret,
          redirect_uris: [client.redirectUri],
          grant_types: ["authorization_code"],
          response_types: ["code"],
          token_endpoint_auth_method: "client_secret_basic",
        },
      ],
      jwks: { keys: [this.jwk] },
      pkce: { required: () => true },
      claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
      findAccount: (_ctx, sub) => ({
        accountId: sub,
        claims: () => ({ sub, email: this.person.email, email_verified: this.person.emailVerified, name: this.person.email.split("@")[0] }),
      }),
      // ID tokens carry the claims, as Entra ID and Google do, not only the userinfo endpoint.
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
    });
    provider.proxy = false;
    provider.use(async (ctx, next) => {
      await next();
      const body = ctx.body as { id_token?: string } | undefined;
      if (ctx.path === "/token" && this.tamper && body?.id_token) body.id_token = await this.resign(body.id_token, this.tamper);
      if (ctx.path === "/.well-known/openid-configuration" && this.discovery) ctx.body = { ...(ctx.body as object), ...this.discovery };
    });
    this.server.removeAllListeners("request");
    this.server.on("request", async (req, res) => {
      // The interaction: the current person signs in and consents at once.
      if (req.url?.startsWith("/interaction/")) {
        const details = await provider.interactionDetails(req, res);
        const grant = new provider.Grant({ accountId: this.person.sub, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(req, res, { login: { accountId: this.person.sub }, consent: { grantId } }, { mergeWithLastSubmission: false });
        return;
      }
      provider.callback()(req, res);
    });
    this.provider = provider;
  }

  private async resign(idToken: string, changes: NonNullable<Tampering>): Promise<string> {
    const { importJWK } = await import("jose");
    const key = await importJWK(this.jwk, "RS256");
    const claims = { ...decodeJwt(idToken), ...changes };
    return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: "test-key", typ: "JWT" }).sign(key);
  }

  /** Follows the browser from the authorization URL to the redirect back to Settle (with its cookies on this provider); answers that URL. */
  async authorize(authorizationUrl: string): Promise<URL> {
    if (!this.provider) throw new Error("Configure the provider first.");
    const cookies = new Map<string, string>();
    let url = authorizationUrl;
    for (let hop = 0; hop < 10; hop++) {
      const target = new URL(url, this.issuer);
      if (target.origin !== this.issuer) return target;
      const response = await fetch(target, { redirect: "manual", headers: { cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join("; ") } });
      for (const line of response.headers.getSetCookie()) {
        const [pair = ""] = line.split(";");
        const at = pair.indexOf("=");
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
      const location = response.headers.get("location");
      if (!location) throw new Error(`The provider stopped at ${target.pathname} with ${response.status}: ${await response.text()}`);
      url = location;
    }
    throw new Error("Too many redirects at the provider.");
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
