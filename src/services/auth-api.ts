/** Login and logout against our server (docs/api.md); the token then rides on every call. */

import { clients, get, post } from './http';
import { LoginResponse, LogoutResponse, MeResponse } from './schemas';
import { writeToken } from './token-store';

export async function login(mobile: string, password: string) {
  const { data } = await post(clients.site, '/api/auth/login', { mobile, password }, LoginResponse);
  writeToken(data.token);
  return data.user;
}

export async function logout() {
  try {
    await post(clients.site, '/api/auth/logout', {}, LogoutResponse);
  } finally {
    // Logged out here even when the server could not be told: the token is forgotten either way.
    writeToken(null);
  }
}

export async function fetchMe() {
  return (await get(clients.site, '/api/auth/me', {}, MeResponse)).data.user;
}
