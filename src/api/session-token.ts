import { jwtDecode } from 'jwt-decode';
import { sessionClaims, type SessionUser } from './contract';

/** The session user carried by a token, or null when it cannot be decoded or has expired. */
export function decodeSession(token: string, nowSeconds = Date.now() / 1000): SessionUser | null {
  let claims: unknown;
  try {
    claims = jwtDecode(token);
  } catch {
    return null;
  }
  const parsed = sessionClaims.safeParse(claims);
  if (!parsed.success || parsed.data.exp <= nowSeconds) return null;
  const { id, firstname, lastname, email, role } = parsed.data;
  return { id, firstname, lastname, email, role };
}
