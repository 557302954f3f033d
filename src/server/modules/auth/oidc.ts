import * as client from "openid-client";
import type { OidcProviderConfig, OidcProviderName } from "../../config.js";

export interface OidcFlowState {
  provider: OidcProviderName;
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  startedAt: number;
  /** The page on this site to return to after the callback (already checked by safeReturnTo). */
  returnTo?: string;
  /** What the visitor was doing when asked to sign in (sign-in.ts pendingActionParam). */
  then?: string;
}

export interface OidcIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  firstName: string | undefined;
  lastName: string | undefined;
  picture: string | undefined;
}

/**
 * Is the ID token's `email` claim one the provider vouches for (decision 0110)? Google says so in
 * `email_verified`. Microsoft's `email` is whatever the user's tenant typed in, from any tenant when
 * the app is multi-tenant (`common`); only `xms_edov: true` ("email domain owner verified", an
 * optional claim the app registration must request) says the tenant owns the address's domain.
 */
function emailIsVerified(provider: OidcProviderName, claims: Record<string, unknown>): boolean {
  if (provider === "microsoft") return claims.xms_edov === true || claims.xms_edov === "1";
  return claims.email_verified === true;
}

/** A flow not finished within this time has to start again. */
const FLOW_TTL_MS = 10 * 60 * 1000;

/** Discovery is fetched once per provider and retried after a failure. */
export class OidcProviders {
  private readonly configs = new Map<OidcProviderName, Promise<client.Configuration>>();

  constructor(private readonly providers: Partial<Record<OidcProviderName, OidcProviderConfig>>) {}

  isConfigured(name: OidcProviderName): boolean {
    return Boolean(this.providers[name]);
  }

  private configuration(name: OidcProviderName): Promise<client.Configuration> {
    const settings = this.providers[name];
    if (!settings) throw new Error(`${name} is not configured`);
    let pending = this.configs.get(name);
    if (!pending) {
      const issuer = new URL(settings.issuer);
      pending = client.discovery(
        issuer,
        settings.clientId,
        undefined,
        client.ClientSecretPost(settings.clientSecret),
        // Local test issuers speak plain HTTP; real providers are always HTTPS.
        issuer.protocol === "http:" ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      pending.catch(() => this.configs.delete(name));
      this.configs.set(name, pending);
    }
    return pending;
  }

  async start(
    name: OidcProviderName,
    redirectUri: string,
    returnTo = "/",
    then?: string,
  ): Promise<{ url: URL; flow: OidcFlowState }> {
    const config = await this.configuration(name);
    const flow: OidcFlowState = {
      provider: name,
      state: client.randomState(),
      nonce: client.randomNonce(),
      codeVerifier: client.randomPKCECodeVerifier(),
      redirectUri,
      startedAt: Date.now(),
      returnTo,
      ...(then ? { then } : {}),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      response_type: "code",
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: "S256",
    });
    return { url, flow };
  }

  /** Checks state, PKCE and nonce, redeems the code, and returns who signed in. Throws on any mismatch. */
  async finish(flow: OidcFlowState, callbackUrl: URL): Promise<OidcIdentity> {
    if (Date.now() - flow.startedAt > FLOW_TTL_MS) throw new Error("sign-in took too long");
    const config = await this.configuration(flow.provider);
    const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error("no ID token in the response");
    const text = (value: unknown) =>
      typeof value === "string" && value.trim() ? value.trim() : undefined;
    const email = text(claims.email);
    return {
      subject: claims.sub,
      // preferred_username is only a display fallback: it is mutable and never verified.
      email: (email ?? text(claims.preferred_username))?.toLowerCase(),
      emailVerified: Boolean(email) && emailIsVerified(flow.provider, claims),
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
      picture: text(claims.picture),
    };
  }
}
