import type { OpenIdEndpoints } from '#api/adapters/oauth/types';

/**
 * The sandbox Google's OpenID Provider Metadata (OpenID Connect Discovery 1.0 §3), listing what
 * it does as Google's document does: the code flow, RS256 ID tokens, both ways of sending the
 * client secret, PKCE.
 */
export function discoveryDocument(endpoints: OpenIdEndpoints, authorizationEndpoint: string) {
  return {
    issuer: endpoints.issuer,
    authorization_endpoint: authorizationEndpoint,
    token_endpoint: endpoints.token,
    userinfo_endpoint: endpoints.profile,
    jwks_uri: endpoints.jwks,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    scopes_supported: ['openid', 'email', 'profile'],
    token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
    claims_supported: [
      'aud',
      'email',
      'email_verified',
      'exp',
      'iat',
      'iss',
      'name',
      'sub',
      'nonce',
      'at_hash',
      'azp',
    ],
    code_challenge_methods_supported: ['plain', 'S256'],
    grant_types_supported: ['authorization_code'],
  };
}
