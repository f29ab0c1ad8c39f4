/** Login and logout against our server (docs/api.md); the token then rides on every call. */

import type { User } from '@/domain/buyer';
import { ApiError } from './api-error';
import { clients, get, post } from './http';
import { LoginResponse, LogoutResponse, MeResponse } from './schemas';
import { readToken, writeToken } from './token-store';

export async function login(mobile: string, password: string, signal?: AbortSignal) {
  const { data } = await post(clients.site, '/api/auth/login', { mobile, password }, LoginResponse, signal);
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

export async function fetchMe(signal?: AbortSignal) {
  return (await get(clients.site, '/api/auth/me', {}, MeResponse, signal)).data.user;
}

/**
 * The buyer of the stored token, on page load: null without a token, or when the server no
 * longer knows it (401: http.ts has already forgotten it). Any other failure (offline, 5xx) is
 * thrown and the token is KEPT: the buyer browses as a visitor now, and the next load tries again.
 */
export async function restoreSession(signal?: AbortSignal): Promise<User | null> {
  if (!readToken()) return null;
  try {
    return await fetchMe(signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}
