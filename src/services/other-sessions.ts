/**
 * The buyer's other devices (the account menu's 退出其他设备, issue 24 item 3; docs/api.md):
 * GET /api/auth/sessions and POST /api/auth/logout-others. Loaded when the menu first opens, not
 * with the first load of a page.
 */
import * as v from 'valibot';
import { clients, get, post } from './http';

const SessionsResponse = v.object({
  code: v.literal(1),
  data: v.object({ sessions: v.array(v.object({ id: v.number(), current: v.boolean() })) }),
});
const LogoutOthersResponse = v.object({ code: v.literal(1), data: v.object({ ended: v.number() }) });

/** How many live sessions the buyer has besides this one. */
export async function countOtherSessions(signal?: AbortSignal): Promise<number> {
  const { data } = await get(clients.site, '/api/auth/sessions', {}, SessionsResponse, signal);
  return data.sessions.filter((session) => !session.current).length;
}

/** Ends every session of the buyer but this one; how many ended. */
export async function logoutOtherSessions(signal?: AbortSignal): Promise<number> {
  return (await post(clients.site, '/api/auth/logout-others', {}, LogoutOthersResponse, signal)).data.ended;
}
